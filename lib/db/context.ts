import type { UserActor } from "@/lib/auth/actor";
import { forCompany, type TenantDb } from "./tenant";

/**
 * The one context every service takes: the company-scoped database (or the open transaction of
 * one), its company and, when a person acts, who. Route handlers get it from handle(), pages from
 * the session (lib/auth/session.ts), background functions from their event (inngest/tenant.ts).
 */
export interface TenantCtx {
  db: TenantDb;
  companyId: string;
  /** The signed-in user acting; background work has none. */
  actor?: UserActor;
  /** The request's id, for log lines. */
  requestId?: string;
}

/** A context for one company: with the acting user for pages, without one for background work. */
export function tenantCtxFor(who: string | UserActor): TenantCtx {
  if (typeof who === "string") return { db: forCompany(who), companyId: who };
  return { db: forCompany(who.companyId), companyId: who.companyId, actor: who };
}

/** The acting user of a service that only a person can run (permissions, "created by"). */
export function actingUser(ctx: TenantCtx): UserActor {
  if (!ctx.actor) throw new Error("This service acts for a signed-in user, and the context has none");
  return ctx.actor;
}
