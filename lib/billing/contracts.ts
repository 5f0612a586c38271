import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { listOf, pageQuery, timestamp } from "@/lib/api/schemas";

const billing = { tag: "Billing", permission: "billing:manage" } as const;

export const UrlDTO = z.object({ url: z.string() });

const count = z.number().int();
export const SubscriptionDTO = z.object({
  status: z.enum(["none", "trialing", "active", "past_due", "paused", "cancelled", "expired"]),
  package: z.object({ id: z.string(), name: z.string() }).nullable(),
  interval: z.string().nullable(),
  renewsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  trialEndsAt: timestamp.nullable(),
  limits: z.object({ users: count, socialAccounts: count, aiPosts: count }).describe("-1 is unlimited, 0 not included"),
  usage: z.object({ users: count, socialAccounts: count, aiPosts: count }),
});

export const CheckoutBody = z.object({
  packageId: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  interval: z.enum(["month", "year"], { message: "must be month or year" }).optional(),
});

export const createCheckout = contract({
  ...billing,
  method: "POST",
  path: "/api/billing/checkout",
  summary: "Start a Lemon Squeezy checkout for a package",
  description:
    "The checkout carries the company id in custom data and the caller's e-mail, and returns to the billing settings page. " +
    "400 when the package has no variant at Lemon Squeezy; 409 ALREADY_SUBSCRIBED when the company's subscription still runs " +
    "(on trial, active, past_due, paused, or cancelled before its end date): change, resume or cancel it through POST /api/billing/portal instead; no checkout is created. " +
    "A checkout stays open for 30 minutes: until then a request for the same package and variant (a double click, another admin) answers the same URL, so one choice cannot be billed twice; " +
    "another plan gets a checkout of its own, which becomes the open one (409 CHECKOUT_OPEN only while the first is still being made, for a moment). " +
    "503 BILLING_NOT_CONFIGURED naming what to configure.",
  body: CheckoutBody,
  response: UrlDTO,
  // Recorded by the service: the Lemon Squeezy call must not run inside the request's transaction,
  // and the company's open checkout must be visible to a second request while it is being made.
  audit: false,
  errors: [404, 409, 503],
});

export const openPortal = contract({
  ...billing,
  method: "POST",
  path: "/api/billing/portal",
  summary: "The subscription's Lemon Squeezy customer portal URL",
  description: "409 NO_SUBSCRIPTION when the company has none; 503 BILLING_NOT_CONFIGURED.",
  response: UrlDTO,
  audit: "billing.portal",
  errors: [409, 503],
});

export const getSubscription = contract({
  ...billing,
  method: "GET",
  path: "/api/billing/subscription",
  summary: "The plan in force, its status and dates, and usage against its limits",
  response: SubscriptionDTO,
});

export const receiveBillingWebhook = contract({
  tag: "Billing",
  access: "public",
  method: "POST",
  path: "/api/billing/webhook",
  summary: "Lemon Squeezy webhook deliveries",
  description:
    "X-Signature is the hex HMAC-SHA256 of the raw body with the billing config's webhookSecret: missing or wrong → 401 and nothing changes. " +
    "Each event is applied once; an older state never overwrites a newer one; an event naming an unknown company or variant is kept for a Super Admin and answered 200.",
  consumes: { "application/json": { schema: z.object({}).passthrough() } },
  response: z.object({ received: z.boolean(), outcome: z.string() }),
  audit: false,
  errors: [401, 503],
});

export const BillingEventDTO = z.object({
  id: z.string(),
  eventName: z.string(),
  claimedCompany: z.string().nullable().describe("The company id the event's custom data named"),
  variantId: z.string().nullable(),
  outcome: z.string().describe("applied, ignored (older than the stored state), recorded, unmatched"),
  reason: z.string().nullable(),
  createdAt: timestamp,
});

export const listBillingEvents = contract({
  tag: "Admin: billing",
  access: "superAdmin",
  rateLimit: "admin",
  method: "GET",
  path: "/api/admin/billing/events",
  summary: "Billing webhook events, newest first; outcome=unmatched lists those naming an unknown company or variant",
  query: pageQuery.extend({ outcome: z.enum(["applied", "ignored", "recorded", "unmatched"]).optional() }),
  response: listOf(BillingEventDTO),
  errors: [403, 429],
});
