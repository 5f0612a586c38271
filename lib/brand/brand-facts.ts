import type { TenantCtx } from "@/lib/db";
import type { BrandFacts } from "@/lib/ai/tasks/brand-brief";
import { recentBrandProfile } from "./profile";

/** The stored brand profile (as of the last second), with what a request's `profile` says (a form not saved yet) taking precedence. */
export async function brandFactsFor(ctx: TenantCtx, fromRequest: BrandFacts = {}): Promise<BrandFacts> {
  const stored = await recentBrandProfile(ctx);
  const given = Object.fromEntries(
    Object.entries(fromRequest).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : !!v)),
  );
  return { ...stored, ...given };
}
