import { z } from "zod";
import { badRequest } from "@/lib/api/errors";
import { MAX_JSON_DEPTH, storableText, TOO_DEEP } from "@/lib/api/storable";
import type { Prisma } from "@/lib/db";
import type { SubscriptionAttributes } from "@/lib/integrations/lemonsqueezy/client";

/** A Lemon Squeezy webhook delivery, read from its raw body once the signature checked out. */
const key = z.string().min(1).max(100);
export const WebhookEvent = z.object({
  meta: z.object({ event_name: key, custom_data: z.record(z.string(), z.unknown()).nullish() }),
  data: z.object({
    type: key,
    id: z.union([key, z.number()]).transform(String),
    attributes: z.record(z.string(), z.unknown()),
  }),
});
export type WebhookEvent = z.output<typeof WebhookEvent>;

const instant = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), "must be a date");
/** The subscription attributes the app applies: checked, so a malformed date cannot reach the database. */
const SubscriptionState = z
  .object({
    variant_id: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]),
    status: z.string().min(1).max(40),
    updated_at: instant,
    renews_at: instant.nullish(),
    ends_at: instant.nullish(),
    trial_ends_at: instant.nullish(),
    urls: z
      .object({ customer_portal: z.string().max(2000).nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();

/** The attributes as a subscription state, or the first field that is not one. */
export function subscriptionState(
  attributes: unknown,
): { state: SubscriptionAttributes; problem?: undefined } | { state?: undefined; problem: string } {
  const parsed = SubscriptionState.safeParse(attributes);
  if (parsed.success) return { state: parsed.data as unknown as SubscriptionAttributes };
  const issue = parsed.error.issues[0];
  return { problem: `${issue.path.join(".") || "attributes"} ${issue.message}` };
}

/**
 * The delivery as PostgreSQL can store it: a NUL or a lone surrogate in any key or string (a
 * customer's name, say) becomes U+FFFD rather than refusing an event Lemon Squeezy signed.
 */
function storableJson(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return storableText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_JSON_DEPTH) throw badRequest({ body: TOO_DEEP });
  if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableJson(v, depth + 1)]));
}

/** 400 for a body that is not JSON or not an event; subscription_* events must carry a subscription's state. */
export function parseWebhookEvent(
  raw: string,
  subscriptionEvents: ReadonlySet<string>,
): { event: WebhookEvent; payload: Prisma.InputJsonValue } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest({ body: "is not JSON" });
  }
  const payload = storableJson(json) as Prisma.InputJsonValue;
  const parsed = WebhookEvent.safeParse(payload);
  if (!parsed.success)
    throw badRequest({ body: "is not a Lemon Squeezy event (meta.event_name and data are required)" });
  if (subscriptionEvents.has(parsed.data.meta.event_name)) {
    const { problem } = subscriptionState(parsed.data.data.attributes);
    if (problem) throw badRequest({ "data.attributes": `is not a Lemon Squeezy subscription: ${problem}` });
  }
  return { event: parsed.data, payload };
}

/** A Lemon Squeezy object id as the events carry it (a number, or digits), else null. */
export function providerId(value: unknown): string | null {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === "string" && /^\d{1,20}$/.test(value) ? value : null;
}
