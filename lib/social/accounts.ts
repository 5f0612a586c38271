import { notFound } from "@/lib/api/errors";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { TenantCtx } from "@/lib/db";
import { accountColumns, toAccountDTO } from "./account-dto";
import { accountNoticeKey } from "./account-health";
import type { SocialAccountDTO } from "./contracts";

/** Every account the company has connected, earliest first (the order posts pick their account by). */
export async function listAccounts(ctx: TenantCtx): Promise<SocialAccountDTO[]> {
  const rows = await ctx.db.socialAccount.findMany({
    select: accountColumns,
    orderBy: [{ connectedAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toAccountDTO);
}

/**
 * Disconnects one account of the network, or all of them: the secrets go (the person asked for
 * it), the row and its posts' history stay. Disconnecting a disconnected account changes nothing.
 */
export async function disconnectAccounts(
  ctx: TenantCtx,
  platform: SocialPlatform,
  accountId?: string,
): Promise<{ success: boolean; disconnected: number }> {
  if (accountId) {
    const found = await ctx.db.socialAccount.findFirst({ where: { id: accountId, platform }, select: { id: true } });
    if (!found) throw notFound("Social account");
  }
  const { count } = await ctx.db.socialAccount.updateMany({
    where: { platform, status: { not: "disconnected" }, ...(accountId ? { id: accountId } : {}) },
    data: {
      status: "disconnected",
      statusReason: null,
      accessToken: null,
      refreshToken: null,
      credentials: null,
      tokenExpiresAt: null,
      disconnectedAt: new Date(),
    },
  });
  // A disconnected account needs no reconnecting: its open notice is settled.
  const gone = await ctx.db.socialAccount.findMany({
    where: { platform, status: "disconnected", ...(accountId ? { id: accountId } : {}) },
    select: { id: true },
  });
  await ctx.db.notice.updateMany({
    where: { subjectKey: { in: gone.map((a) => accountNoticeKey(a.id)) }, readAt: null },
    data: { readAt: new Date() },
  });
  return { success: true, disconnected: count };
}
