import { ApiError, badRequest, notFound } from "@/lib/api/errors";
import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import type { SocialAccountRow } from "../account-session";

/**
 * The account a post goes to on a platform (decisions.md "Social accounts"): the one named, or the
 * company's earliest connected account of that network. Named but not the company's, or of another
 * network: 404. None connected: 400. Named and waiting for a reconnect: 409 saying so.
 */
export async function pickAccount(
  ctx: TenantCtx,
  platform: SocialPlatform,
  socialAccountId?: string,
): Promise<SocialAccountRow> {
  const label = PLATFORM_LABELS[platform];
  if (socialAccountId) {
    const named = await ctx.db.socialAccount.findFirst({ where: { id: socialAccountId, platform } });
    if (!named) throw notFound("Social account");
    if (named.status === "needs_reconnect") {
      throw new ApiError(409, "ACCOUNT_NEEDS_RECONNECT", {
        message: named.statusReason ?? `Reconnect the ${label} account @${named.username} first.`,
      });
    }
    if (named.status !== "connected")
      throw badRequest({
        socialAccountId: `the ${label} account @${named.username} is disconnected: connect it again first`,
      });
    return named;
  }
  const earliest = await ctx.db.socialAccount.findFirst({
    where: { platform, status: "connected" },
    orderBy: [{ connectedAt: "asc" }, { id: "asc" }],
  });
  if (earliest) return earliest;
  const waiting = await ctx.db.socialAccount.findFirst({
    where: { platform, status: "needs_reconnect" },
    orderBy: { connectedAt: "asc" },
  });
  if (waiting) {
    throw new ApiError(409, "ACCOUNT_NEEDS_RECONNECT", {
      message: waiting.statusReason ?? `Reconnect the ${label} account @${waiting.username} first.`,
    });
  }
  throw badRequest({ platform: `no connected ${label} account: connect one in Settings → Connected accounts` });
}
