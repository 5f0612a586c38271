import { env } from "@/lib/env";
import { templatedMail } from "@/lib/admin/templated-mail";
import type { MailMessage } from "@/lib/integrations/email/mailer";

export interface InvitationMailInput {
  invitationId: string;
  email: string;
  roleName: string;
  companyName: string;
  inviterName: string;
  expiresAt: Date;
}

/** The sign-in page reads `invite` to tell the invitee which company they are joining. */
function invitationLink(invitationId: string): string {
  return `${env.appUrl.replace(/\/$/, "")}/signin?invite=${invitationId}`;
}

/** The invitation e-mail from the "team_invitation" template; null when a Super Admin switched it off. */
export function invitationMail(input: InvitationMailInput): Promise<MailMessage | null> {
  return templatedMail("team_invitation", input.email, {
    inviterName: input.inviterName,
    companyName: input.companyName,
    roleName: input.roleName,
    email: input.email,
    inviteUrl: invitationLink(input.invitationId),
    expiresAt: input.expiresAt.toUTCString(),
  });
}
