import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp } from "@/lib/api/schemas";
import { superAdmin, text } from "./shared";

export const EmailTemplateDTO = z.object({
  id: z.string().describe("Code name the app sends it by, e.g. team_invitation"),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  htmlBody: z.string(),
  textBody: z.string(),
  variables: z.array(z.string()).describe("The {{placeholders}} this template may use"),
  category: z.string(),
  isActive: z.boolean().describe("Off: the app does not send this e-mail"),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const templateParams = z.object({ id: z.string().min(1).max(100) });

export const EmailTemplateBody = z.object({
  subject: text(300).min(1, "must not be empty").optional(),
  htmlBody: z.string().max(100_000, "must be at most 100000 characters").optional(),
  textBody: z.string().max(100_000, "must be at most 100000 characters").optional(),
  isActive: z.boolean().optional(),
  description: text(500).optional(),
});

export const listEmailTemplates = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/email-templates",
  summary: "E-mail templates",
  response: z.array(EmailTemplateDTO),
});

export const getEmailTemplate = contract({
  ...superAdmin,
  method: "GET",
  path: "/api/admin/config/email-templates/:id",
  summary: "One e-mail template",
  params: templateParams,
  response: EmailTemplateDTO,
  errors: [403, 404, 429],
});

export const updateEmailTemplate = contract({
  ...superAdmin,
  method: "PUT",
  path: "/api/admin/config/email-templates/:id",
  summary: "Update an e-mail template (partial)",
  description:
    "Every `{{placeholder}}` in subject, htmlBody and textBody must be one of the template's variables: an unknown one is a 400 naming it.",
  params: templateParams,
  body: EmailTemplateBody,
  response: EmailTemplateDTO,
  audit: "admin.email_template.update",
  errors: [403, 404, 429],
});

export const previewEmailTemplate = contract({
  ...superAdmin,
  method: "POST",
  path: "/api/admin/config/email-templates/:id/preview",
  summary: "Render an e-mail template with sample values",
  description:
    "Renders the stored template, or the subject/htmlBody/textBody sent (unsaved edits), with sample values for its variables (or the `values` sent). Values are HTML-escaped in the HTML body. Saves nothing.",
  params: templateParams,
  body: EmailTemplateBody.pick({ subject: true, htmlBody: true, textBody: true }).extend({
    values: z.record(z.string().max(100), z.string().max(2000)).optional(),
  }),
  response: z.object({
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    values: z.record(z.string(), z.string()),
  }),
  audit: false,
  errors: [403, 404, 429],
});
