import { adminDb, tenantCtxFor, type AdminDb } from "@/lib/db";
import { subscriptionMoved } from "./billing-notices";

/**
 * past_due keeps the plan while Lemon Squeezy retries the payment (about two weeks, after which it
 * says unpaid or expired). Heard nothing for this long since, the grace period is over.
 */
export const PAST_DUE_GRACE_DAYS = 16;
const DAY_MS = 86_400_000;

/** The free package (id or name "free"), or null: then the system defaults apply. */
export async function freePackageId(db: Pick<AdminDb, "package"> = adminDb()): Promise<string | null> {
  const free = await db.package.findFirst({
    where: { OR: [{ id: "free" }, { name: { equals: "free", mode: "insensitive" } }] },
    select: { id: true },
  });
  return free?.id ?? null;
}

/**
 * Across companies (hence admin), hourly: a subscription whose plan has lapsed without the event
 * that says so (a cancelled one past its end date, a past_due one past its grace period) stops
 * giving its package; the company falls back to free, keeps all its data and is told once.
 * Answers how many companies moved.
 */
export async function endLapsedSubscriptions(now = new Date()): Promise<number> {
  const db = adminDb();
  const lapsed = await db.subscription.findMany({
    where: {
      packageId: { not: null },
      OR: [
        { status: "cancelled", endsAt: { lte: now } },
        { status: "past_due", providerUpdatedAt: { lte: new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS) } },
      ],
    },
    select: { companyId: true, packageId: true, status: true },
  });
  if (lapsed.length === 0) return 0;
  const [free, packages] = await Promise.all([
    freePackageId(),
    db.package.findMany({ where: { id: { in: lapsed.map((s) => s.packageId!) } }, select: { id: true, name: true } }),
  ]);
  const names = new Map(packages.map((p) => [p.id, p.name]));
  let moved = 0;
  for (const s of lapsed) {
    if (s.packageId === free) continue;
    // Only while the company still holds that package: a newer event may have moved it meanwhile.
    const { count } = await db.company.updateMany({
      where: { id: s.companyId, packageId: s.packageId },
      data: { packageId: free },
    });
    if (count === 0) continue;
    moved++;
    await subscriptionMoved(tenantCtxFor(s.companyId), {
      from: s.status,
      to: "expired",
      packageName: names.get(s.packageId!) ?? "Your plan",
    });
  }
  return moved;
}
