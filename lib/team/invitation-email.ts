import { env } from "@/lib/env";
import type { MailMessage } from "@/lib/integrations/email/mailer";

export interface InvitationMailInput {
  invitationId: string;
  email: string;
  roleName: string;
  companyName: string;
  inviterName: string;
  expiresAt: Date;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sign-in page reads `invite` to tell the invitee which company they are joining. */
function invitationLink(invitationId: string): string {
  return `${env.appUrl.replace(/\/$/, "")}/signin?invite=${invitationId}`;
}

export function invitationMail(input: InvitationMailInput): MailMessage {
  const link = invitationLink(input.invitationId);
  const expires = input.expiresAt.toUTCString();
  const subject = `${input.inviterName} invited you to join ${input.companyName}`;
  const text = [
    `Hello,`,
    ``,
    `${input.inviterName} invited you to join ${input.companyName} as ${input.roleName}.`,
    ``,
    `Sign in with this e-mail address (${input.email}) to accept:`,
    link,
    ``,
    `The invitation expires on ${expires}. If you did not expect it, you can ignore this e-mail.`,
  ].join("\n");
  const html =
    `<p>Hello,</p>` +
    `<p>${escapeHtml(input.inviterName)} invited you to join <strong>${escapeHtml(input.companyName)}</strong> as ${escapeHtml(input.roleName)}.</p>` +
    `<p>Sign in with this e-mail address (${escapeHtml(input.email)}) to accept:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>The invitation expires on ${escapeHtml(expires)}. If you did not expect it, you can ignore this e-mail.</p>`;
  return { to: input.email, subject, text, html };
}
