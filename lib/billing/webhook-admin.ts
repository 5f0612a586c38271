import { readBodyBytes } from "@/lib/api/body";
import { ApiError, unauthorized } from "@/lib/api/errors";
import { billingSecrets } from "@/lib/admin/billing-config";
import { adminDb, Prisma, tenantCtxFor, type AdminDb } from "@/lib/db";
import { logger } from "@/lib/logger";
import type { SubscriptionAttributes } from "@/lib/integrations/lemonsqueezy/client";
import { subscriptionMoved } from "./billing-notices";
import { billingProvider, providerFailed } from "./provider";
import { freePackageId } from "./lapsed-subscriptions-admin";
import { keepsPackage } from "./status";
import { parseWebhookEvent, providerId, subscriptionState, type WebhookEvent } from "./webhook-event";
import { validSignature } from "./webhook-signature";

/**
 * POST /api/billing/webhook. Lemon Squeezy retries a non-200 and promises no order, so each event is
 * stored once under a unique key and applies the subscription's absolute state, never older than
 * what is stored. Payment events carry an invoice: their subscription's state is read from the API.
 * An event naming no known company or no known variant is kept for a Super Admin and changes nothing.
 */
const MAX_BODY = 1_000_000;
const SUBSCRIPTION_EVENTS = new Set([
  "subscription_created",
  "subscription_updated",
  "subscription_cancelled",
  "subscription_resumed",
  "subscription_expired",
  "subscription_paused",
  "subscription_unpaused",
]);
const PAYMENT_EVENTS = new Set([
  "subscription_payment_failed",
  "subscription_payment_success",
  "subscription_payment_recovered",
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Outcome = "applied" | "ignored" | "recorded" | "unmatched" | "duplicate";
type Tx = Parameters<Parameters<AdminDb["$transaction"]>[0]>[0];

async function packageForVariant(tx: Tx, variantId: string, mapping: Record<string, string>) {
  const target = mapping[variantId];
  if (target) {
    const byMapping = await tx.package.findFirst({
      where: { OR: [{ id: target }, { name: { equals: target, mode: "insensitive" } }] },
    });
    if (byMapping) return byMapping;
  }
  return tx.package.findFirst({ where: { variantId } });
}

/**
 * The company a subscription event belongs to: the one its subscription is stored for (a
 * subscription never changes company), else the company its custom data names (set by our checkout).
 */
async function companyFor(tx: Tx, event: WebhookEvent, subscriptionId: string | null): Promise<string | null> {
  if (subscriptionId) {
    const known = await tx.subscription.findUnique({
      where: { providerSubscriptionId: subscriptionId },
      select: { companyId: true },
    });
    if (known) return known.companyId;
  }
  const claimed = event.meta.custom_data?.company_id;
  if (
    typeof claimed === "string" &&
    UUID.test(claimed) &&
    (await tx.company.findUnique({ where: { id: claimed }, select: { id: true } }))
  )
    return claimed;
  return null;
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * Whether the stored subscription state wins over an incoming one. Same subscription: the newer
 * update wins (Lemon Squeezy promises no order). Another subscription of the company (one ended,
 * a new one bought): a live one is never replaced by one that gives no plan, else the newer wins.
 */
function supersedes(
  stored: { providerSubscriptionId: string; providerUpdatedAt: Date; status: string; endsAt: Date | null },
  subscriptionId: string,
  incoming: SubscriptionAttributes,
  updatedAt: Date,
): boolean {
  if (stored.providerSubscriptionId === subscriptionId) return stored.providerUpdatedAt > updatedAt;
  const storedLive = keepsPackage(stored.status, stored.endsAt);
  const incomingLive = keepsPackage(incoming.status, date(incoming.ends_at));
  if (storedLive !== incomingLive) return storedLive;
  return stored.providerUpdatedAt > updatedAt;
}

async function applyState(
  tx: Tx,
  companyId: string,
  subscriptionId: string,
  state: SubscriptionAttributes,
  pkg: { id: string; name: string },
  interval: string | null,
): Promise<{ outcome: Outcome; move?: Move }> {
  // Serializes events of one subscription, so the newer-wins check below cannot race.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`billing:${subscriptionId}`}))`;
  const updatedAt = new Date(state.updated_at);
  const stored = await tx.subscription.findUnique({ where: { companyId } });
  if (stored && supersedes(stored, subscriptionId, state, updatedAt)) return { outcome: "ignored" };
  const fields = {
    providerSubscriptionId: subscriptionId,
    variantId: String(state.variant_id),
    packageId: pkg.id,
    status: state.status,
    interval: interval ?? stored?.interval ?? null,
    renewsAt: date(state.renews_at),
    endsAt: date(state.ends_at),
    trialEndsAt: date(state.trial_ends_at),
    customerPortalUrl: state.urls?.customer_portal ?? null,
    providerUpdatedAt: updatedAt,
  };
  await tx.subscription.upsert({ where: { companyId }, create: { companyId, ...fields }, update: fields });
  const inForce = keepsPackage(state.status, fields.endsAt) ? pkg.id : await freePackageId(tx);
  await tx.company.update({ where: { id: companyId }, data: { packageId: inForce } });
  return { outcome: "applied", move: { from: stored?.status ?? null, to: state.status, packageName: pkg.name } };
}

/** A subscription's status change, told to the company once the transaction has committed. */
interface Move {
  from: string | null;
  to: string;
  packageName: string;
}

interface Resolved {
  outcome: Outcome;
  companyId: string | null;
  variantId: string | null;
  reason?: string;
  move?: Move;
}

async function resolveAndApply(
  tx: Tx,
  event: WebhookEvent,
  mapping: Record<string, string>,
  paymentState: SubscriptionAttributes | null,
): Promise<Resolved> {
  const name = event.meta.event_name;
  const attributes = event.data.attributes;
  if (name === "order_created") {
    const item = attributes.first_order_item as { variant_id?: unknown } | null | undefined;
    const variantId = providerId(item?.variant_id);
    const companyId = await companyFor(tx, event, null);
    if (!companyId) return { outcome: "unmatched", companyId, variantId, reason: "custom data names no known company" };
    if (!variantId || !(await packageForVariant(tx, variantId, mapping)))
      return { outcome: "unmatched", companyId, variantId, reason: "the variant maps to no package" };
    return { outcome: "recorded", companyId, variantId };
  }
  const isPayment = PAYMENT_EVENTS.has(name);
  if (!isPayment && !SUBSCRIPTION_EVENTS.has(name))
    return { outcome: "recorded", companyId: null, variantId: null, reason: `${name} is not an event the app acts on` };
  const subscriptionId = isPayment ? (providerId(attributes.subscription_id) ?? "") : event.data.id;
  const state = isPayment ? paymentState : subscriptionState(attributes).state!;
  const companyId = await companyFor(tx, event, subscriptionId || null);
  const variantId = state ? String(state.variant_id) : null;
  if (!companyId) return { outcome: "unmatched", companyId, variantId, reason: "custom data names no known company" };
  if (!state || !variantId)
    return { outcome: "unmatched", companyId, variantId, reason: "the event carries no subscription state" };
  const pkg = await packageForVariant(tx, variantId, mapping);
  if (!pkg) return { outcome: "unmatched", companyId, variantId, reason: `variant ${variantId} maps to no package` };
  const claimed = event.meta.custom_data?.interval;
  const interval = claimed === "month" || claimed === "year" ? claimed : null;
  const applied = await applyState(tx, companyId, subscriptionId, state, pkg, interval ?? pkg.interval);
  return { ...applied, companyId, variantId };
}

function eventKey(event: WebhookEvent): string {
  const updatedAt = event.data.attributes.updated_at;
  return [
    event.meta.event_name,
    event.data.type,
    event.data.id,
    typeof updatedAt === "string" ? updatedAt.slice(0, 40) : "",
  ].join(":");
}

async function paymentSubscriptionState(event: WebhookEvent): Promise<SubscriptionAttributes | null> {
  if (!PAYMENT_EVENTS.has(event.meta.event_name)) return null;
  const id = providerId(event.data.attributes.subscription_id);
  if (id === null) return null;
  const { client } = await billingProvider();
  const remote = await client.getSubscription(id).catch(providerFailed);
  return subscriptionState(remote.attributes).state ?? null;
}

export async function receiveBillingWebhook(req: Request): Promise<{ received: true; outcome: Outcome }> {
  // The signature covers the bytes as sent: checked before any decoding could change them.
  const bytes = await readBodyBytes(req, MAX_BODY);
  const config = await billingSecrets();
  if (!config.webhookSecret) {
    throw new ApiError(503, "BILLING_NOT_CONFIGURED", {
      message: "Billing webhooks are not set up: a Super Admin must set webhookSecret in the billing configuration",
    });
  }
  if (!validSignature(bytes, req.headers.get("x-signature"), config.webhookSecret)) throw unauthorized();
  const { event, payload } = parseWebhookEvent(bytes.toString("utf8"), SUBSCRIPTION_EVENTS);
  const key = eventKey(event);
  const db = adminDb();
  if (await db.billingWebhookEvent.findUnique({ where: { eventKey: key }, select: { id: true } }))
    return { received: true, outcome: "duplicate" };
  const paymentState = await paymentSubscriptionState(event);
  try {
    const resolved = await db.$transaction(async (tx) => {
      const resolved = await resolveAndApply(tx, event, config.variantMapping, paymentState);
      await tx.billingWebhookEvent.create({
        data: {
          eventKey: key,
          eventName: event.meta.event_name,
          claimedCompany:
            typeof event.meta.custom_data?.company_id === "string"
              ? event.meta.custom_data.company_id.slice(0, 100)
              : null,
          variantId: resolved.variantId,
          outcome: resolved.outcome,
          reason: resolved.reason ?? null,
          payload,
        },
      });
      return resolved;
    });
    // Notices (and their e-mails) after the commit: nothing outside the transaction runs inside
    // it (the embedded database has one connection), and a failed mail never undoes the event.
    if (resolved.move && resolved.companyId) {
      await subscriptionMoved(tenantCtxFor(resolved.companyId), resolved.move).catch((err: unknown) =>
        logger.error({ err, companyId: resolved.companyId }, "billing notice failed"),
      );
    }
    return { received: true, outcome: resolved.outcome };
  } catch (err) {
    // The same event delivered twice at once: the other delivery applied it.
    if (
      err instanceof Prisma.PrismaClientKnownRequestError &&
      err.code === "P2002" &&
      (await db.billingWebhookEvent.findUnique({ where: { eventKey: key }, select: { id: true } }))
    )
      return { received: true, outcome: "duplicate" };
    throw err;
  }
}
