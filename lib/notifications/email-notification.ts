import { templatedMail } from "@/lib/admin/templated-mail";
import { afterCommit, type TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/integrations/email/mailer";
import { logger } from "@/lib/logger";
import type { NewNotification } from "./notifications";

/** A path of the app as the absolute URL an e-mail links to. */
export const appLink = (path: string) => new URL(path, env.appUrl).toString();

/**
 * Sends the notification by e-mail to these members (those who asked for it), from its Super Admin
 * template, once the write that made it is committed. A mail that cannot be sent is logged; the
 * in-app notification stands either way.
 */
export async function emailNotification(ctx: TenantCtx, userIds: readonly string[], n: NewNotification): Promise<void> {
  const [users, company] = await Promise.all([
    ctx.db.user.findMany({ where: { id: { in: [...userIds] } }, select: { email: true } }),
    ctx.db.company.findFirst({ where: { id: ctx.companyId }, select: { name: true } }),
  ]);
  const link = appLink(n.link);
  // A kind's own template where it has one, else the generic "notification" template.
  const { template, values } = n.email ?? { template: "notification", values: { title: n.title, body: n.body ?? "" } };
  await afterCommit(ctx.db, async () => {
    for (const { email } of users) {
      try {
        const message = await templatedMail(template, email, { companyName: company?.name ?? "", link, ...values });
        if (message) await sendMail(message);
      } catch (err) {
        logger.error({ err, kind: n.kind, companyId: ctx.companyId }, "notification e-mail could not be sent");
      }
    }
  });
}
