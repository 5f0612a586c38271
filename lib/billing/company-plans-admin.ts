import { planCatalog } from "@/lib/admin/plan-catalog";
import { adminDb } from "@/lib/db";
import { packageInForce, onTrial } from "./plan-in-force";
import { shownStatus, type BillingStatus } from "./status";

/** For a Super Admin: each company's plan in force and its billing status, newest companies first. */
export async function listCompanyPlans(limit = 100) {
  const companies = await adminDb().company.findMany({
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      name: true,
      packageId: true,
      trialEndsAt: true,
      subscription: { select: { status: true, packageId: true, renewsAt: true, endsAt: true } },
    },
  });
  const names = new Map(
    (await adminDb().package.findMany({ select: { id: true, name: true } })).map((p) => [p.id, p.name]),
  );
  const { freePackageId } = await planCatalog();
  return companies.map((c) => {
    const inForce = packageInForce(c, freePackageId);
    const status: BillingStatus = c.subscription
      ? shownStatus(c.subscription, c.packageId)
      : onTrial(c)
        ? "trialing"
        : "none";
    return {
      id: c.id,
      name: c.name,
      plan: inForce ? (names.get(inForce) ?? inForce) : "Free",
      status,
      until: c.subscription?.endsAt ?? c.subscription?.renewsAt ?? (status === "trialing" ? c.trialEndsAt : null),
    };
  });
}
