import { adminDb } from "@/lib/db";

const DAY_MS = 24 * 3600 * 1000;

/** An unaccepted invitation stays a week past its expiry, so the invitee and the team still see why the link stopped working. */
export const INVITATION_RETENTION_DAYS = 7;
/** An expired or revoked personal token stays listed for 30 days, so its owner can see what ended and when. */
export const TOKEN_RETENTION_DAYS = 30;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

// Cross-tenant housekeeping on rows that grant access, not on a company's content: it runs unscoped
// by design. Deleting by condition makes a second run a no-op.
export async function deleteExpiredInvitations(now: Date): Promise<number> {
  const { count } = await adminDb().invitation.deleteMany({
    where: { acceptedAt: null, expiresAt: { lt: daysBefore(now, INVITATION_RETENTION_DAYS) } },
  });
  return count;
}

export async function deleteEndedTokens(now: Date): Promise<number> {
  const cutoff = daysBefore(now, TOKEN_RETENTION_DAYS);
  const { count } = await adminDb().apiToken.deleteMany({
    where: { OR: [{ expiresAt: { lt: cutoff } }, { revokedAt: { lt: cutoff } }] },
  });
  return count;
}
