import { adminDb } from "@/lib/db";

/** The Super Admin's view of billing webhook deliveries (global rows, not a company's). */
export async function listBillingEvents(query: { limit: number; offset: number; outcome?: string }) {
  const where = query.outcome ? { outcome: query.outcome } : {};
  const [items, total] = await Promise.all([
    adminDb().billingWebhookEvent.findMany({
      where,
      orderBy: { createdAt: "desc" },
      take: query.limit,
      skip: query.offset,
      select: {
        id: true,
        eventName: true,
        claimedCompany: true,
        variantId: true,
        outcome: true,
        reason: true,
        createdAt: true,
      },
    }),
    adminDb().billingWebhookEvent.count({ where }),
  ]);
  return { items, total, limit: query.limit, offset: query.offset };
}
