import type { TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";

/** What media services need: the tenant context and the request (link addresses, uploaded bytes). */
export type MediaCtx = TenantCtx & { req: Request };

/** Where links to media point: APP_URL when configured, else the address the request came to. */
export function publicBaseUrl(req: Request): string {
  return (env.configuredAppUrl || new URL(req.url).origin).replace(/\/+$/, "");
}
