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

/** The plan entitlement that decides a package's AI posts; maxAiPosts is what the pricing page shows of it. */
const AI_POSTS_FEATURE = "ai_posts_limit";
const aiPostsCell = (maxAiPosts: number) => ({ enabled: true, value: maxAiPosts });

/**
 * decisions.md "Billing": an upsert that changes maxAiPosts sets the package's ai_posts_limit cell
 * to it (a new package's cell starts from it when given), so the limit in force is what is shown.
 */
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
    const maxAiPosts = fields.maxAiPosts;
    if (stored) {
      const updated = await db.package.update({ where: { id: stored.id }, data });
      if (maxAiPosts !== undefined && maxAiPosts !== stored.maxAiPosts) {
        const feature = await db.entitlementFeature.findUnique({
          where: { id: AI_POSTS_FEATURE },
          select: { id: true },
        });
        if (feature) {
          await db.planEntitlement.upsert({
            where: { packageId_featureId: { packageId: stored.id, featureId: AI_POSTS_FEATURE } },
            create: { packageId: stored.id, featureId: AI_POSTS_FEATURE, ...aiPostsCell(maxAiPosts) },
            update: aiPostsCell(maxAiPosts),
          });
        }
      }
      return packageDTO(updated);
    }
    const created = await db.package.create({ data: { ...data, name: fields.name! } });
    const features = await db.entitlementFeature.findMany();
    await db.planEntitlement.createMany({
      data: features.map((f) => ({
        packageId: created.id,
        featureId: f.id,
        ...(f.id === AI_POSTS_FEATURE && maxAiPosts !== undefined ? aiPostsCell(maxAiPosts) : defaultCell(f)),
      })),
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
