import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Lemon Squeezy's API (JSON:API, Bearer key):
 *   POST /v1/checkouts          {data: {type: "checkouts", attributes: {checkout_data, product_options},
 *                                relationships: {store, variant}}}  → 201 checkout with attributes.url
 *   GET  /v1/subscriptions/:id                                      → 200 subscription; 404
 *   GET  /v1/variants/:id                                           → 200 variant (price, interval); 404
 * Errors use its JSON:API body {errors: [{status, title, detail}]}. Also builds and signs webhook
 * deliveries the way Lemon Squeezy sends them (X-Signature: hex HMAC-SHA256 of the raw body).
 */
export interface FakeLemonSqueezy {
  url: string;
  apiKey: string;
  /** The documents received by POST /v1/checkouts. */
  checkouts: { id: string; document: any }[];
  /** How long POST /v1/checkouts takes to answer, so tests can overlap requests. */
  checkoutDelayMs: number;
  /** The next this many POST /v1/checkouts answer 422 and create nothing. */
  failCheckouts: number;
  subscriptions: Map<string, Record<string, unknown>>;
  /** Variant attributes by id (set with variant()). */
  variants: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/vnd.api+json" });
  res.end(JSON.stringify(body));
};
const fail = (res: http.ServerResponse, status: number, title: string, detail: string) =>
  send(res, status, { jsonapi: { version: "1.0" }, errors: [{ status: String(status), title, detail }] });

/** The hosted checkout a buyer's browser opens: paying is a link back to the checkout's redirect_url. */
function checkoutPage(res: http.ServerResponse, checkout: FakeLemonSqueezy["checkouts"][number] | undefined) {
  if (!checkout) return fail(res, 404, "Not Found", "Not found.");
  const back = String(checkout.document.data.attributes.product_options?.redirect_url ?? "/");
  const variant = String(checkout.document.data.relationships.variant.data.id);
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><title>Checkout</title><h1>Lemon Squeezy checkout (fake)</h1><p>Variant ${escape(variant)}</p>` +
      `<a href="${escape(back)}">Pay and return</a>`,
  );
}

export async function startFakeLemonSqueezy(opts: { apiKey?: string; port?: number } = {}): Promise<FakeLemonSqueezy> {
  const apiKey = opts.apiKey ?? "ls-test-key";
  const checkouts: FakeLemonSqueezy["checkouts"] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const variants = new Map<string, Record<string, unknown>>();
  const fake = { checkoutDelayMs: 0, failCheckouts: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const page = path.match(/^\/checkout\/custom\/([^/]+)$/);
    if (req.method === "GET" && page)
      return checkoutPage(
        res,
        checkouts.find((c) => c.id === page[1]),
      );
    if (req.headers.authorization !== `Bearer ${apiKey}`) return fail(res, 401, "Unauthenticated", "Unauthenticated.");
    if (req.method === "POST" && path === "/v1/checkouts") {
      if (!String(req.headers["content-type"]).startsWith("application/vnd.api+json"))
        return fail(res, 415, "Unsupported Media Type", "Use application/vnd.api+json");
      const document = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const { data } = document;
      if (
        data?.type !== "checkouts" ||
        !data.relationships?.store?.data?.id ||
        !data.relationships?.variant?.data?.id
      ) {
        return fail(res, 422, "Unprocessable Entity", "store and variant relationships are required");
      }
      await new Promise((resolve) => setTimeout(resolve, fake.checkoutDelayMs));
      if (fake.failCheckouts > 0) {
        fake.failCheckouts -= 1;
        return fail(res, 422, "Unprocessable Entity", "The variant is not available.");
      }
      const id = crypto.randomUUID();
      checkouts.push({ id, document });
      const url = `http://${req.headers.host}/checkout/custom/${id}?signature=${crypto.randomBytes(8).toString("hex")}`;
      return send(res, 201, {
        jsonapi: { version: "1.0" },
        data: { type: "checkouts", id, attributes: { ...data.attributes, url } },
      });
    }
    const sub = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === "GET" && sub) {
      const attributes = subscriptions.get(decodeURIComponent(sub[1]));
      if (!attributes) return fail(res, 404, "Not Found", "Not found.");
      return send(res, 200, { jsonapi: { version: "1.0" }, data: { type: "subscriptions", id: sub[1], attributes } });
    }
    const variant = path.match(/^\/v1\/variants\/([^/]+)$/);
    if (req.method === "GET" && variant) {
      const attributes = variants.get(decodeURIComponent(variant[1]));
      if (!attributes) return fail(res, 404, "Not Found", "Not found.");
      return send(res, 200, { jsonapi: { version: "1.0" }, data: { type: "variants", id: variant[1], attributes } });
    }
    return fail(res, 404, "Not Found", "Not found.");
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    checkouts,
    subscriptions,
    variants,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export function signature(rawBody: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(rawBody).digest("hex");
}

export interface SubscriptionState {
  id: string;
  variantId: number;
  status: string;
  updatedAt: string;
  renewsAt?: string | null;
  endsAt?: string | null;
  trialEndsAt?: string | null;
  portalUrl?: string;
}

/** A subscription_* webhook body as Lemon Squeezy sends it (data is the subscription). */
export function subscriptionEvent(eventName: string, s: SubscriptionState, customData: Record<string, string> = {}) {
  return {
    meta: { test_mode: true, event_name: eventName, webhook_id: crypto.randomUUID(), custom_data: customData },
    data: {
      type: "subscriptions",
      id: s.id,
      attributes: {
        store_id: 1,
        customer_id: 7,
        order_id: 11,
        product_id: 3,
        variant_id: s.variantId,
        status: s.status,
        trial_ends_at: s.trialEndsAt ?? null,
        renews_at: s.renewsAt ?? null,
        ends_at: s.endsAt ?? null,
        created_at: "2026-01-01T00:00:00.000000Z",
        updated_at: s.updatedAt,
        test_mode: true,
        urls: {
          update_payment_method: `https://store.example/billing/${s.id}/payment`,
          customer_portal: s.portalUrl ?? `https://store.example/billing?sub=${s.id}`,
        },
      },
    },
  };
}

/** subscription_payment_*: data is the subscription invoice; the subscription is attributes.subscription_id. */
export function invoiceEvent(
  eventName: string,
  subscriptionId: string,
  invoiceId: string,
  customData: Record<string, string> = {},
) {
  return {
    meta: { test_mode: true, event_name: eventName, webhook_id: crypto.randomUUID(), custom_data: customData },
    data: {
      type: "subscription-invoices",
      id: invoiceId,
      attributes: {
        store_id: 1,
        subscription_id: Number(subscriptionId),
        billing_reason: "renewal",
        status: eventName === "subscription_payment_failed" ? "pending" : "paid",
        total: 1900,
        created_at: "2026-01-01T00:00:00.000000Z",
        updated_at: new Date().toISOString(),
      },
    },
  };
}

/** order_created: data is the order; the variant is in first_order_item. */
export function orderEvent(orderId: string, variantId: number, customData: Record<string, string> = {}) {
  return {
    meta: { test_mode: true, event_name: "order_created", webhook_id: crypto.randomUUID(), custom_data: customData },
    data: {
      type: "orders",
      id: orderId,
      attributes: {
        store_id: 1,
        status: "paid",
        total: 1900,
        first_order_item: { order_id: Number(orderId), variant_id: variantId, product_id: 3 },
        created_at: "2026-01-01T00:00:00.000000Z",
        updated_at: "2026-01-01T00:00:00.000000Z",
      },
    },
  };
}

/** A subscription variant as GET /v1/variants/:id describes it: price in cents, billed every interval. */
export function variant(price: number, interval: "month" | "year", trialDays = 0) {
  return {
    product_id: 3,
    name: interval === "year" ? "Yearly" : "Monthly",
    price,
    is_subscription: true,
    interval,
    interval_count: 1,
    has_free_trial: trialDays > 0,
    trial_interval: trialDays > 0 ? "day" : null,
    trial_interval_count: trialDays > 0 ? trialDays : null,
    status: "published",
  };
}
