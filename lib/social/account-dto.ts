import type { Prisma } from "@/lib/db";
import type { SocialAccountDTO } from "./contracts";

/** The columns an answer may show: never a token, a credential or the Mastodon app. */
export const accountColumns = {
  id: true,
  platform: true,
  displayName: true,
  username: true,
  avatarUrl: true,
  profileUrl: true,
  instanceUrl: true,
  status: true,
  statusReason: true,
  tokenExpiresAt: true,
  connectedAt: true,
  lastSyncedAt: true,
} satisfies Prisma.SocialAccountSelect;

export type AccountSummaryRow = Prisma.SocialAccountGetPayload<{ select: typeof accountColumns }>;

export function toAccountDTO(row: AccountSummaryRow): SocialAccountDTO {
  return {
    id: row.id,
    platform: row.platform,
    displayName: row.displayName,
    username: row.username,
    avatarUrl: row.avatarUrl,
    profileUrl: row.profileUrl,
    instanceUrl: row.instanceUrl || null,
    status: row.status,
    statusReason: row.statusReason,
    tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
    connectedAt: row.connectedAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  };
}
