/**
 * The API's 400 details are keyed by field path ("name", "context.keyMessages.2"). These helpers
 * place each message under its control and collect the rest for a summary.
 */

const FIELD_WORDS: Record<string, string> = {
  startsAt: "the start date",
  endsAt: "the end date",
  newEndDate: "the new end date",
};

/** "must not be before startsAt" → "Must not be before the start date". */
export function humanizeMessage(message: string): string {
  const words = message.replace(/\b(startsAt|endsAt|newEndDate)\b/g, (w) => FIELD_WORDS[w] ?? w);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const matches = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

export function errorFor(errors: Record<string, string>, field: string): string | undefined {
  const key = Object.keys(errors).find((k) => matches(k, field));
  return key ? humanizeMessage(errors[key]) : undefined;
}

/** Messages whose field no control on the form shows, as "field: message". */
export function unplacedErrors(errors: Record<string, string>, shown: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([key]) => !shown.some((field) => matches(key, field)))
    .map(([key, message]) => `${key}: ${message}`);
}
