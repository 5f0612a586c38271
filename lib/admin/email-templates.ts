import type { z } from "zod";
import { badRequest, notFound } from "@/lib/api/errors";
import { adminDb, type TenantDb } from "@/lib/db";
import { allowedVariables, renderTemplate, sampleValues, unknownPlaceholders } from "@/lib/templates/render";
import type { EmailTemplateBody } from "./contracts/email-templates";
import { configCache } from "./config-cache";
import { globalWrite } from "./global-write";

type Row = Awaited<ReturnType<ReturnType<typeof adminDb>["emailTemplate"]["findMany"]>>[number];

function emailTemplateDTO(row: Row) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listEmailTemplates() {
  return (await adminDb().emailTemplate.findMany({ orderBy: { name: "asc" } })).map(emailTemplateDTO);
}

async function findTemplate(id: string): Promise<Row> {
  const row = await adminDb().emailTemplate.findUnique({ where: { id } });
  if (!row) throw notFound("Template");
  return row;
}

export async function getEmailTemplate(id: string) {
  return emailTemplateDTO(await findTemplate(id));
}

function assertKnownPlaceholders(
  fields: { subject?: string; htmlBody?: string; textBody?: string },
  variables: readonly string[],
) {
  const unknown = unknownPlaceholders(fields, variables);
  const allowed = allowedVariables(variables)
    .map((v) => `{{${v}}}`)
    .join(", ");
  if (Object.keys(unknown).length) {
    throw badRequest(
      Object.fromEntries(
        Object.entries(unknown).map(([field, names]) => [
          field,
          `unknown variable ${names.map((n) => `{{${n}}}`).join(", ")}; this template allows ${allowed}`,
        ]),
      ),
    );
  }
}

export async function updateEmailTemplate(ctx: { db: TenantDb }, id: string, body: z.output<typeof EmailTemplateBody>) {
  return globalWrite(ctx, async (db) => {
    const stored = await db.emailTemplate.findUnique({ where: { id } });
    if (!stored) throw notFound("Template");
    assertKnownPlaceholders(
      { subject: body.subject, htmlBody: body.htmlBody, textBody: body.textBody },
      stored.variables,
    );
    return emailTemplateDTO(await db.emailTemplate.update({ where: { id }, data: body }));
  });
}

export async function previewEmailTemplate(
  id: string,
  body: { subject?: string; htmlBody?: string; textBody?: string; values?: Record<string, string> },
) {
  const stored = await findTemplate(id);
  const draft = {
    subject: body.subject ?? stored.subject,
    htmlBody: body.htmlBody ?? stored.htmlBody,
    textBody: body.textBody ?? stored.textBody,
  };
  assertKnownPlaceholders(
    { subject: body.subject, htmlBody: body.htmlBody, textBody: body.textBody },
    stored.variables,
  );
  const values = { ...sampleValues(stored.variables), ...body.values };
  return { ...renderTemplate(draft, values), values };
}

const cache = configCache(async () => new Map((await adminDb().emailTemplate.findMany()).map((t) => [t.id, t])));

/** The stored template the mailer renders (cached), or null when it is missing. */
export async function templateForMail(id: string): Promise<Row | null> {
  return (await cache.get()).get(id) ?? null;
}
