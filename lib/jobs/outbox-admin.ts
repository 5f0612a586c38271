import { adminDb } from "@/lib/db";

/** Outbox rows of every company still waiting to be delivered (the health check reports how many). */
export async function countPendingRows(): Promise<number> {
  return adminDb().outbox.count({ where: { status: "PENDING" } });
}
