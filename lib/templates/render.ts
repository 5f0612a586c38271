/**
 * `{{variable}}` e-mail templates: the placeholder rule, the check against a template's declared
 * variables, and substitution (HTML-escaped in HTML bodies). Browser-safe: the console's live
 * preview renders with this same code.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;

/** Every template may use these besides its own variables (decisions.md "E-mail templates"); the mailer fills them from the system settings. */
export const GLOBAL_TEMPLATE_VARIABLES = ["appName", "appUrl", "supportEmail"] as const;

/** The placeholders a template with these declared variables may use. */
export function allowedVariables(variables: readonly string[]): string[] {
  return [...new Set([...GLOBAL_TEMPLATE_VARIABLES, ...variables])];
}

export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** Per field, the placeholders that are neither among `variables` nor global (empty object when all are known). */
export function unknownPlaceholders(
  fields: Record<string, string | undefined>,
  variables: readonly string[],
): Record<string, string[]> {
  const allowed = allowedVariables(variables);
  const out: Record<string, string[]> = {};
  for (const [field, text] of Object.entries(fields)) {
    if (text === undefined) continue;
    const unknown = placeholdersIn(text).filter((name) => !allowed.includes(name));
    if (unknown.length) out[field] = unknown;
  }
  return out;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Replaces each placeholder with its value ("" when missing); `html` escapes the values. */
export function substitute(text: string, values: Record<string, string>, html: boolean): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name] ?? "";
    return html ? escapeHtml(value) : value;
  });
}

export interface TemplateText {
  subject: string;
  htmlBody: string;
  textBody: string;
}

export function renderTemplate(
  t: TemplateText,
  values: Record<string, string>,
): { subject: string; html: string; text: string } {
  return {
    subject: substitute(t.subject, values, false),
    html: substitute(t.htmlBody, values, true),
    text: substitute(t.textBody, values, false),
  };
}

const SAMPLES: Record<string, string> = {
  firstName: "Ada",
  appName: "Reach",
  appUrl: "https://app.example.com",
  supportEmail: "support@example.com",
  companyName: "Northwind Coffee",
  inviterName: "Grace Hopper (grace@northwind.example)",
  roleName: "editor",
  email: "ada@example.com",
  expiresAt: "Mon, 01 Dec 2026 09:00:00 GMT",
  authorName: "Grace Hopper",
  contentTitle: "Autumn launch teaser",
  reportName: "Monthly performance",
};

/** Sample values for a preview (the global variables included): known names get realistic text, URLs a link, anything else its name. */
export function sampleValues(variables: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    allowedVariables(variables).map((name) => [
      name,
      SAMPLES[name] ??
        (/url$/i.test(name)
          ? `https://app.example.com/${name.replace(/url$/i, "").toLowerCase() || "link"}`
          : `[${name}]`),
    ]),
  );
}
