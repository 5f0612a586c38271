import type { BodyOf } from "@/lib/api/contract";
import { badRequest, notFound } from "@/lib/api/errors";
import { adminDb, type AdminDb, type TenantDb } from "@/lib/db";
import type * as contracts from "./contracts/packages";
import { defaultCell } from "./entitlement-matrix";
import { globalWrite } from "./global-write";

type Row = Awaited<ReturnType<AdminDb["package"]["findMany"]>>[number];

function packageDTO(p: Row) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price.toNumber(),
    interval: p.interval,
    currency: p.currency,
    maxUsers: p.maxUsers,
    maxAiPosts: p.maxAiPosts,
    displayFeatures: p.displayFeatures,
    salePrice: p.salePrice?.toNumber() ?? null,
    saleStartsAt: p.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: p.saleEndsAt?.toISOString() ?? null,
    variantId: p.variantId,
    isActive: p.isActive,
    isPopular: p.isPopular,
    sortOrder: p.sortOrder,
  };
}

const ORDER = [{ sortOrder: "asc" as const }, { name: "asc" as const }];

export async function listPublicPackages() {
  return (await adminDb().package.findMany({ where: { isActive: true }, orderBy: ORDER })).map(packageDTO);
}

export async function listAdminPackages() {
  return (await adminDb().package.findMany({ orderBy: ORDER })).map(packageDTO);
}

export async function upsertPackage(ctx: { db: TenantDb }, body: BodyOf<typeof contracts.upsertPackage>) {
  const { id, saleStartsAt, saleEndsAt, ...fields } = body;
  const data = {
    ...fields,
    ...(saleStartsAt !== undefined ? { saleStartsAt: saleStartsAt === null ? null : new Date(saleStartsAt) } : {}),
    ...(saleEndsAt !== undefined ? { saleEndsAt: saleEndsAt === null ? null : new Date(saleEndsAt) } : {}),
  };
  return globalWrite(ctx, async (db) => {
    const stored = id ? await db.package.findUnique({ where: { id } }) : null;
    if (id && !stored) throw notFound("Package");
    const price = fields.price ?? stored?.price.toNumber() ?? 0;
    const salePrice = fields.salePrice !== undefined ? fields.salePrice : (stored?.salePrice?.toNumber() ?? null);
    if (salePrice !== null && salePrice >= price) throw badRequest({ salePrice: `must be below the price (${price})` });
    if (stored) return packageDTO(await db.package.update({ where: { id: stored.id }, data }));
    const created = await db.package.create({ data: { ...data, name: fields.name! } });
    const features = await db.entitlementFeature.findMany();
    await db.planEntitlement.createMany({
      data: features.map((f) => ({ packageId: created.id, featureId: f.id, ...defaultCell(f) })),
    });
    return packageDTO(created);
  });
}

/** Permanent; the plan column goes with it and companies on it fall back to the system defaults. */
export async function deletePackage(ctx: { db: TenantDb }, id: string) {
  return globalWrite(ctx, async (db) => {
    const { count } = await db.package.deleteMany({ where: { id } });
    if (!count) throw notFound("Package");
    return { success: true };
  });
}
