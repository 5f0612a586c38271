import { conflict, notFound } from "@/lib/api/errors";
import type { UserActor } from "@/lib/auth/actor";
import { companyOfEmail } from "@/lib/auth/identity";
import { actingUser, afterCommit, type TenantCtx } from "@/lib/db";
import { assertWithinLimit } from "@/lib/entitlements";
import { sendMail } from "@/lib/integrations/email/mailer";
import { logger } from "@/lib/logger";
import type { InvitationOut } from "./contracts";
import { OWNER_ROLE, assertCanGrant, assertOwnerForOwnerChange, findRoleByName } from "./grants";
import { invitationMail } from "./invitation-email";

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

interface InvitationRow {
  id: string;
  email: string;
  expiresAt: Date;
  createdAt: Date;
  role: { name: string };
}

export function invitationDTO(row: InvitationRow): InvitationOut {
  return {
    id: row.id,
    email: row.email,
    role: row.role.name,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export const pendingInvitation = () => ({ acceptedAt: null, expiresAt: { gt: new Date() } });

function displayName(user: UserActor): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name ? `${name} (${user.email})` : user.email;
}

async function assertInvitable(ctx: TenantCtx, email: string): Promise<void> {
  const memberOf = await companyOfEmail(email);
  if (memberOf === ctx.companyId) throw conflict("ALREADY_MEMBER", `${email} is already a member of this company`);
  if (memberOf)
    throw conflict(
      "ALREADY_IN_ANOTHER_COMPANY",
      `${email} already belongs to another company; a user belongs to one company only`,
    );
  const pending = await ctx.db.invitation.findFirst({ where: { email, ...pendingInvitation() }, select: { id: true } });
  if (pending)
    throw conflict("ALREADY_INVITED", `${email} already has a pending invitation; revoke it to invite again`);
}

/** Creates the invitation, then mails it; a mail failure is logged and reported as emailSent: false. */
export async function inviteMember(ctx: TenantCtx, body: { email: string; role: string }) {
  const inviter = actingUser(ctx);
  const role = await findRoleByName(ctx.db, body.role);
  if (role.isBuiltIn && role.name === OWNER_ROLE) assertOwnerForOwnerChange(ctx, "invite another owner");
  assertCanGrant(ctx, role.permissions);
  await assertInvitable(ctx, body.email);
  // A pending invitation holds a seat: it becomes a member without asking again.
  const [members, pending] = await Promise.all([
    ctx.db.user.count(),
    ctx.db.invitation.count({ where: pendingInvitation() }),
  ]);
  await assertWithinLimit(ctx, "team_members", members + pending);
  const now = new Date();
  const invitation = await ctx.db.invitation.create({
    data: {
      companyId: ctx.companyId,
      email: body.email,
      roleId: role.id,
      invitedById: inviter.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    },
    include: { role: { select: { name: true } } },
  });
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: ctx.companyId }, select: { name: true } });
  const mail = await invitationMail({
    invitationId: invitation.id,
    email: invitation.email,
    roleName: role.name,
    companyName: company.name,
    inviterName: displayName(inviter),
    expiresAt: invitation.expiresAt,
  });
  const answer = { ...invitationDTO(invitation), emailSent: false };
  // Once the invitation is committed: SMTP may take seconds, too long to hold a transaction open, and
  // a rolled-back invitation must not be mailed. handle() answers after this has run.
  await afterCommit(ctx.db, async () => {
    if (!mail) return;
    answer.emailSent = await sendMail(mail).then(
      () => true,
      (err: unknown) => {
        logger.warn(
          { err, requestId: ctx.requestId, invitationId: invitation.id },
          "invitation e-mail could not be sent",
        );
        return false;
      },
    );
  });
  return answer;
}

export async function revokeInvitation(ctx: TenantCtx, id: string): Promise<void> {
  const invitation = await ctx.db.invitation.findFirst({ where: { id }, select: { acceptedAt: true } });
  if (!invitation) throw notFound("Invitation");
  if (invitation.acceptedAt)
    throw conflict("INVITATION_ACCEPTED", "This invitation was already accepted; remove the member instead");
  await ctx.db.invitation.delete({ where: { id } });
}
