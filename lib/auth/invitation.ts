import { adminDb } from "@/lib/db";
import { uuid } from "@/lib/api/schemas";
import type { IdentityCtx } from "@/lib/api/handle";
import type { PendingInvitation } from "./contracts";

const invitationInclude = { company: { select: { name: true } }, role: { select: { name: true } } } as const;

/** Same choice as onboarding makes: the newest unexpired invitation not yet accepted. */
export async function pendingInvitationFor(email: string): Promise<PendingInvitation | null> {
  const row = await adminDb().invitation.findFirst({
    where: { email: email.toLowerCase(), acceptedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    include: invitationInclude,
  });
  return row
    ? { id: row.id, companyName: row.company.name, role: row.role.name, expiresAt: row.expiresAt.toISOString() }
    : null;
}

export async function loadMyPendingInvitation(ctx: IdentityCtx) {
  return { invitation: await pendingInvitationFor(ctx.identity.email) };
}

export interface InvitationPreview {
  companyName: string;
  role: string;
  email: string;
  usable: boolean;
}

/**
 * What the sign-in page shows for an invite link (?invite=<id>). The id itself is the secret the
 * invitee received, so anyone holding it may see which company and role it is for.
 */
export async function invitationPreview(id: string): Promise<InvitationPreview | null> {
  if (!uuid.safeParse(id).success) return null;
  const row = await adminDb().invitation.findUnique({ where: { id }, include: invitationInclude });
  if (!row) return null;
  return {
    companyName: row.company.name,
    role: row.role.name,
    email: row.email,
    usable: !row.acceptedAt && row.expiresAt.getTime() > Date.now(),
  };
}
