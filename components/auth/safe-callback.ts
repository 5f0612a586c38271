import { appRedirectTarget } from "@/lib/api/redirect-target";

/** Where to go after signing in: a target of this app only (lib/api/redirect-target.ts), else `fallback`. */
export function safeCallbackUrl(value: unknown, fallback = "/"): string {
  return (typeof value === "string" && appRedirectTarget(value.trim())) || fallback;
}
