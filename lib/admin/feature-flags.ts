import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { adminDb, Prisma, type TenantDb } from "@/lib/db";
import type { FlagRules } from "@/lib/flags/evaluate";
import type * as contracts from "./contracts/features";
import type { BodyOf } from "@/lib/api/contract";
import { configCache } from "./config-cache";
import { globalWrite } from "./global-write";

const withSegments = {
  segments: {
    include: { segment: { select: { id: true, name: true, isActive: true, userIds: true, companyIds: true } } },
    orderBy: { createdAt: "asc" },
  },
} as const;

type Row = Awaited<ReturnType<typeof loadFlags>>[number];

function loadFlags() {
  return adminDb().featureFlag.findMany({ include: withSegments, orderBy: { id: "asc" } });
}

function featureFlagDTO(row: Row) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    isEnabled: row.isEnabled,
    status: row.status,
    enabledForTiers: row.enabledForTiers,
    enabledForCompanyIds: row.companyOverrides,
    companyOverrides: row.companyOverrides,
    userOverrides: row.userOverrides,
    metadata: (row.metadata ?? null) as Record<string, unknown> | null,
    segments: row.segments.map((link) => ({
      id: link.id,
      segmentId: link.segmentId,
      segment: { id: link.segment.id, name: link.segment.name, isActive: link.segment.isActive },
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listFeatureFlags() {
  return (await loadFlags()).map(featureFlagDTO);
}

export async function createFeatureFlag(ctx: { db: TenantDb }, body: BodyOf<typeof contracts.createFeatureFlag>) {
  return globalWrite(ctx, async (db) => {
    if (await db.featureFlag.findUnique({ where: { id: body.id }, select: { id: true } })) {
      throw conflict("FLAG_EXISTS", `A feature flag with id "${body.id}" already exists`);
    }
    return featureFlagDTO(await db.featureFlag.create({ data: body, include: withSegments }));
  });
}

export async function updateFeatureFlag(
  ctx: { db: TenantDb },
  id: string,
  body: BodyOf<typeof contracts.updateFeatureFlag>,
) {
  const { enabledForCompanyIds, companyOverrides, metadata, ...rest } = body;
  if (
    enabledForCompanyIds &&
    companyOverrides &&
    JSON.stringify(enabledForCompanyIds) !== JSON.stringify(companyOverrides)
  ) {
    throw badRequest({ companyOverrides: "is the same list as enabledForCompanyIds: send one of them" });
  }
  const companies = companyOverrides ?? enabledForCompanyIds;
  return globalWrite(ctx, async (db) => {
    if (!(await db.featureFlag.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Feature flag");
    const row = await db.featureFlag.update({
      where: { id },
      data: {
        ...rest,
        ...(companies ? { companyOverrides: [...new Set(companies)] } : {}),
        ...(metadata !== undefined
          ? { metadata: metadata === null ? Prisma.DbNull : (metadata as Prisma.InputJsonObject) }
          : {}),
      },
      include: withSegments,
    });
    return featureFlagDTO(row);
  });
}

export async function attachFlagSegment(ctx: { db: TenantDb }, flagId: string, segmentId: string) {
  return globalWrite(ctx, async (db) => {
    if (!(await db.featureFlag.findUnique({ where: { id: flagId }, select: { id: true } })))
      throw notFound("Feature flag");
    if (!(await db.segment.findUnique({ where: { id: segmentId }, select: { id: true } }))) throw notFound("Segment");
    const link = await db.featureFlagSegment.upsert({
      where: { featureFlagId_segmentId: { featureFlagId: flagId, segmentId } },
      create: { featureFlagId: flagId, segmentId },
      update: {},
    });
    return { id: link.id, featureFlagId: link.featureFlagId, segmentId: link.segmentId };
  });
}

export async function detachFlagSegment(ctx: { db: TenantDb }, flagId: string, segmentId: string) {
  return globalWrite(ctx, async (db) => {
    const { count } = await db.featureFlagSegment.deleteMany({ where: { featureFlagId: flagId, segmentId } });
    if (!count) throw notFound("Segment link");
    return { success: true };
  });
}

const rulesCache = configCache(async (): Promise<FlagRules[]> =>
  (await loadFlags()).map((row) => ({
    id: row.id,
    isEnabled: row.isEnabled,
    enabledForTiers: row.enabledForTiers,
    companyOverrides: row.companyOverrides,
    userOverrides: row.userOverrides,
    segments: row.segments.map((link) => link.segment),
  })),
);

/** Every flag's rules, with its segments (cached; cleared by any flag or segment change and cache/clear). */
export function flagRules(): Promise<FlagRules[]> {
  return rulesCache.get();
}
