import { env } from "@/lib/env";
import type { MailMessage } from "@/lib/integrations/email/mailer";
import { logger } from "@/lib/logger";
import { renderTemplate } from "@/lib/templates/render";
import { templateForMail } from "./email-templates";
import { systemSettings } from "./settings";

/** The values every template may use: the Super Admin's app name, URL (else this deployment's) and support address. */
export async function globalTemplateValues(): Promise<{ appName: string; appUrl: string; supportEmail: string }> {
  const settings = await systemSettings();
  return {
    appName: settings.appName,
    appUrl: (settings.appUrl || env.appUrl).replace(/\/$/, ""),
    supportEmail: settings.supportEmail,
  };
}

/**
 * The message for one of the app's e-mails, rendered from its Super Admin template with the global
 * values (`appName`, `appUrl`, `supportEmail`) besides its own: null when the
 * template is switched off (the e-mail is then not sent). A missing template is a deployment
 * error: the migration creates every template the app sends.
 */
export async function templatedMail(
  templateId: string,
  to: string,
  values: Record<string, string>,
): Promise<MailMessage | null> {
  const template = await templateForMail(templateId);
  if (!template) throw new Error(`E-mail template "${templateId}" does not exist`);
  if (!template.isActive) {
    logger.info({ templateId }, "e-mail template is switched off: not sending");
    return null;
  }
  const { subject, html, text } = renderTemplate(template, { ...(await globalTemplateValues()), ...values });
  return { to, subject, text, html };
}
