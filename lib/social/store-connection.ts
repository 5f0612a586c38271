import { randomUUID } from "node:crypto";
import type { TenantCtx } from "@/lib/db";
import { assertWithinLimit } from "@/lib/entitlements";
import { sealCredentials, sealTokens, type Connection } from "@/lib/integrations/social";
import { accountColumns, toAccountDTO } from "./account-dto";
import { accountNoticeKey } from "./account-health";
import type { SocialAccountDTO } from "./contracts";

/**
 * Keeps what a connect produced. The same network account connected again updates its row (fresh
 * tokens, profile, status connected; it keeps its place in the order posts pick accounts by); a new
 * or disconnected one counts against the plan's social account limit.
 * Every secret is sealed bound to the row's id, so the id is fixed before sealing.
 */
export async function storeConnection(
  ctx: TenantCtx,
  input: { platform: string; connection: Connection; mastodonAppId?: string | null; connectedById?: string | null },
): Promise<SocialAccountDTO> {
  const { connection, platform } = input;
  const instanceUrl = connection.instanceUrl ?? "";
  const existing = await ctx.db.socialAccount.findFirst({
    where: { platform, instanceUrl, externalId: connection.profile.id },
    select: { id: true, status: true },
  });
  if (!existing || existing.status === "disconnected") {
    const inUse = await ctx.db.socialAccount.count({ where: { status: { not: "disconnected" } } });
    await assertWithinLimit(ctx, "social_accounts", inUse);
  }
  const id = existing?.id ?? randomUUID();
  const sealed = sealTokens(id, connection.tokens);
  const now = new Date();
  const data = {
    username: connection.profile.username,
    displayName: connection.profile.displayName,
    avatarUrl: connection.profile.avatarUrl,
    profileUrl: connection.profile.profileUrl,
    status: "connected" as const,
    statusReason: null,
    accessToken: sealed.accessToken,
    // A connect that brings no refresh token keeps the one stored (the account stays refreshable).
    ...(sealed.refreshToken === null ? {} : { refreshToken: sealed.refreshToken }),
    tokenExpiresAt: sealed.expiresAt,
    scopes: sealed.scopes,
    credentials: connection.credentials ? sealCredentials(id, connection.credentials) : null,
    mastodonAppId: input.mastodonAppId ?? null,
    lastSyncedAt: now,
    lastRefreshError: null,
    disconnectedAt: null,
  };
  const row = existing
    ? await ctx.db.socialAccount.update({ where: { id }, data, select: accountColumns })
    : await ctx.db.socialAccount.create({
        data: {
          id,
          companyId: ctx.companyId,
          platform,
          instanceUrl,
          externalId: connection.profile.id,
          connectedById: input.connectedById ?? null,
          connectedAt: now,
          ...data,
        },
        select: accountColumns,
      });
  // Connected again: a notice saying it needed reconnecting is settled.
  await ctx.db.notice.updateMany({ where: { subjectKey: accountNoticeKey(id), readAt: null }, data: { readAt: now } });
  return toAccountDTO(row);
}
