import { adminDb } from "@/lib/db";
import { configCache } from "./config-cache";

/** Entitlement features, packages and the plan matrix, as the entitlement checks read them (cached). */
export interface PlanCatalog {
  features: Map<string, { type: string; defaultEnabled: boolean; defaultValue: number | null }>;
  packages: Map<string, { name: string; maxUsers: number; maxAiPosts: number }>;
  /** The free package (id or name "free"), which a company neither subscribed nor on trial is on. */
  freePackageId: string | null;
  /** packageId → featureId → cell */
  plans: Map<string, Map<string, { enabled: boolean; value: number }>>;
}

async function load(): Promise<PlanCatalog> {
  const db = adminDb();
  const [features, packages, plans] = await Promise.all([
    db.entitlementFeature.findMany(),
    db.package.findMany({ select: { id: true, name: true, maxUsers: true, maxAiPosts: true } }),
    db.planEntitlement.findMany({ select: { packageId: true, featureId: true, enabled: true, value: true } }),
  ]);
  const matrix = new Map<string, Map<string, { enabled: boolean; value: number }>>();
  for (const p of plans) {
    if (!matrix.has(p.packageId)) matrix.set(p.packageId, new Map());
    matrix.get(p.packageId)!.set(p.featureId, { enabled: p.enabled, value: p.value });
  }
  const free = packages.find((p) => p.id === "free") ?? packages.find((p) => p.name.toLowerCase() === "free");
  return {
    freePackageId: free?.id ?? null,
    features: new Map(
      features.map((f) => [f.id, { type: f.type, defaultEnabled: f.defaultEnabled, defaultValue: f.defaultValue }]),
    ),
    packages: new Map(packages.map((p) => [p.id, { name: p.name, maxUsers: p.maxUsers, maxAiPosts: p.maxAiPosts }])),
    plans: matrix,
  };
}

const cache = configCache(load);

export function planCatalog(): Promise<PlanCatalog> {
  return cache.get();
}
