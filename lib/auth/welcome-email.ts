import { globalTemplateValues, templatedMail } from "@/lib/admin/templated-mail";
import { sendMail } from "@/lib/integrations/email/mailer";
import { logger } from "@/lib/logger";

/**
 * Sends the "welcome" template to the owner of a company just created at onboarding. Called once
 * the company is committed; a mail that cannot be sent is logged, never a failed onboarding.
 */
export async function sendWelcomeMail(input: {
  email: string;
  firstName?: string | null;
  companyName: string;
}): Promise<void> {
  try {
    const { appUrl } = await globalTemplateValues();
    const mail = await templatedMail("welcome", input.email, {
      firstName: input.firstName || input.email.split("@")[0],
      companyName: input.companyName,
      loginUrl: `${appUrl}/signin`,
    });
    if (mail) await sendMail(mail);
  } catch (err) {
    logger.warn({ err, to: input.email }, "welcome e-mail could not be sent");
  }
}
