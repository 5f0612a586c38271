import type { TenantCtx } from "@/lib/db";
import { platformLabel } from "@/lib/content/platforms";
import type { ProviderError } from "@/lib/integrations/http";
import { notifyCompany } from "@/lib/notices/notify-company";

export const ACCOUNTS_PAGE = "/settings/accounts";

/** The notice about one account: one open at a time, settled when the account is connected again or disconnected. */
export const accountNoticeKey = (accountId: string) => `social-account:${accountId}`;

interface AccountRef {
  id: string;
  platform: string;
  username: string;
}

/** Why a network stopped accepting us, in words a person can act on. */
export function reconnectReason(platform: string, err: Pick<ProviderError, "message">): string {
  const message = err.message.trim().replace(/\.?$/, ".");
  return /connect/i.test(message)
    ? message
    : `${platformLabel(platform)} no longer accepts Reach's access (${message.replace(/\.$/, "")}). Connect the account again.`;
}

/**
 * The network refused the account's credentials for good: the account needs a person to connect it
 * again. Nothing stored is deleted (the refresh token stays, as the Postiz lesson demands);
 * the company is told once, when the account goes from connected to needs_reconnect.
 */
export async function markNeedsReconnect(
  ctx: TenantCtx,
  account: AccountRef,
  err: Pick<ProviderError, "message">,
): Promise<void> {
  const reason = reconnectReason(account.platform, err);
  const { count } = await ctx.db.socialAccount.updateMany({
    where: { id: account.id, status: "connected" },
    data: { status: "needs_reconnect", statusReason: reason },
  });
  if (count === 0) {
    await ctx.db.socialAccount.updateMany({
      where: { id: account.id, status: "needs_reconnect" },
      data: { statusReason: reason },
    });
    return;
  }
  const label = platformLabel(account.platform);
  await notifyCompany(
    ctx,
    {
      kind: "social_account.needs_reconnect",
      title: `Reconnect your ${label} account @${account.username}`,
      body: `${reason} Until then, posts to @${account.username} on ${label} cannot be published. Reconnect it in Settings → Connected accounts.`,
      link: ACCOUNTS_PAGE,
      subjectKey: accountNoticeKey(account.id),
    },
    { email: true },
  );
}
