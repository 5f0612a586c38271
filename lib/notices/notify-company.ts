import { afterCommit, type TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/integrations/email/mailer";
import { logger } from "@/lib/logger";

export interface NoticeInput {
  /** What it is about, e.g. "social_account.needs_reconnect". */
  kind: string;
  title: string;
  body: string;
  /** A path of the app where it can be fixed. */
  link?: string;
  /** One open notice per subject (e.g. "social-account:<id>"): telling again refreshes it, unread. */
  subjectKey?: string;
}

/** Who hears about problems with the company's integrations: owners, admins and roles that may manage them. */
async function recipients(ctx: TenantCtx): Promise<string[]> {
  const users = await ctx.db.user.findMany({
    where: { role: { OR: [{ name: { in: ["owner", "admin"] } }, { permissions: { has: "integrations:manage" } }] } },
    select: { email: true },
  });
  return users.map((u) => u.email);
}

/**
 * Tells the company something it must act on: an in-app notice (shown until read) and, with
 * `email`, a mail to the people who can fix it, sent once the write is committed. A mail that
 * cannot be sent is logged; the notice stands either way.
 */
export async function notifyCompany(ctx: TenantCtx, notice: NoticeInput, opts: { email: boolean }): Promise<void> {
  const data = {
    companyId: ctx.companyId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link ?? null,
  };
  if (notice.subjectKey) {
    await ctx.db.notice.upsert({
      where: { companyId_subjectKey: { companyId: ctx.companyId, subjectKey: notice.subjectKey } },
      create: { ...data, subjectKey: notice.subjectKey },
      update: { ...data, readAt: null },
    });
  } else {
    await ctx.db.notice.create({ data });
  }
  if (!opts.email) return;
  const to = await recipients(ctx);
  const link = notice.link ? `\n\n${new URL(notice.link, env.appUrl).toString()}` : "";
  await afterCommit(ctx.db, async () => {
    for (const address of to) {
      await sendMail({ to: address, subject: notice.title, text: `${notice.body}${link}` }).catch((err: unknown) =>
        logger.error({ err, kind: notice.kind, companyId: ctx.companyId }, "notice e-mail could not be sent"),
      );
    }
  });
}

/** The company's unread notices, newest first. */
export function unreadNotices(ctx: TenantCtx, limit = 20) {
  return ctx.db.notice.findMany({ where: { readAt: null }, orderBy: { createdAt: "desc" }, take: limit });
}
