import { NonRetriableError } from "inngest";
import { tenantCtxFor, type TenantCtx } from "@/lib/db";

/**
 * Concurrency for a function that works on one company's data: runs are keyed by the event's
 * companyId, so a burst of work for one tenant queues behind itself instead of starving the others.
 * Use as `concurrency: perCompany()`; the in-process runner keeps the same rule.
 */
export function perCompany(limit = 1) {
  return { key: "event.data.companyId", limit };
}

/**
 * The services' context for the company an event is about (no acting user): functions never reach
 * tenant data unscoped. `const ctx = companyCtx(event); await someService(ctx, ...)`.
 */
export function companyCtx(event: { data: { companyId?: unknown } }): TenantCtx {
  const { companyId } = event.data;
  if (typeof companyId !== "string" || companyId === "") {
    throw new NonRetriableError("This event carries no companyId, so its company's data cannot be reached");
  }
  return tenantCtxFor(companyId);
}
