import type { BodyOf } from "@/lib/api/contract";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { adminDb, type AdminDb, type TenantDb } from "@/lib/db";
import type * as contracts from "./contracts/entitlements";
import { globalWrite } from "./global-write";

type FeatureRow = Awaited<ReturnType<AdminDb["entitlementFeature"]["findMany"]>>[number];

function featureDTO(f: FeatureRow) {
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    type: f.type === "number" ? ("NUMBER" as const) : ("BOOLEAN" as const),
    category: f.category,
    defaultEnabled: f.defaultEnabled,
    defaultValue: f.defaultValue,
  };
}

/** The cell a package gets for a feature it has none for: the feature's defaults. */
export function defaultCell(f: { type: string; defaultEnabled: boolean; defaultValue: number | null }) {
  if (!f.defaultEnabled) return { enabled: false, value: 0 };
  return { enabled: true, value: f.defaultValue ?? (f.type === "number" ? -1 : 1) };
}

export async function listEntitlementFeatures() {
  return (await adminDb().entitlementFeature.findMany({ orderBy: [{ type: "asc" }, { id: "asc" }] })).map(featureDTO);
}

export async function createEntitlementFeature(
  ctx: { db: TenantDb },
  body: BodyOf<typeof contracts.createEntitlementFeature>,
) {
  return globalWrite(ctx, async (db) => {
    if (await db.entitlementFeature.findUnique({ where: { id: body.id }, select: { id: true } })) {
      throw conflict("FEATURE_EXISTS", `An entitlement feature with id "${body.id}" already exists`);
    }
    const feature = await db.entitlementFeature.create({ data: body });
    const packages = await db.package.findMany({ select: { id: true } });
    await db.planEntitlement.createMany({
      data: packages.map((p) => ({ packageId: p.id, featureId: feature.id, ...defaultCell(feature) })),
    });
    return featureDTO(feature);
  });
}

export async function listEntitlementPackages() {
  return adminDb().package.findMany({
    select: { id: true, name: true },
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
  });
}

export async function listPlanEntitlements() {
  return adminDb().planEntitlement.findMany({
    select: { id: true, packageId: true, featureId: true, enabled: true, value: true },
    orderBy: [{ packageId: "asc" }, { featureId: "asc" }],
  });
}

export async function updatePlanEntitlement(
  ctx: { db: TenantDb },
  packageId: string,
  featureId: string,
  body: { enabled: boolean; value: number },
) {
  return globalWrite(ctx, async (db) => {
    const [pkg, feature] = await Promise.all([
      db.package.findUnique({ where: { id: packageId }, select: { id: true } }),
      db.entitlementFeature.findUnique({ where: { id: featureId }, select: { type: true } }),
    ]);
    if (!pkg) throw notFound("Package");
    if (!feature) throw notFound("Entitlement feature");
    if (feature.type === "boolean" && body.value > 1) throw badRequest({ value: "a boolean feature takes -1, 0 or 1" });
    return db.planEntitlement.upsert({
      where: { packageId_featureId: { packageId, featureId } },
      create: { packageId, featureId, ...body },
      update: body,
      select: { id: true, packageId: true, featureId: true, enabled: true, value: true },
    });
  });
}
