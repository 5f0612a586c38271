import { createHttpClient, type HttpClient, type HttpResponse } from "@/lib/integrations/http";

/**
 * Lemon Squeezy's REST API (JSON:API, `Authorization: Bearer <key>`): `POST /v1/checkouts`,
 * `GET /v1/subscriptions/:id` and `GET /v1/variants/:id`. Plain calls rather than the SDK, which hard-codes the API's address
 * and keeps one global configuration; the address comes from configuration so tests use a fake.
 */
export interface LemonSqueezySettings {
  apiUrl: string;
  apiKey: string;
}

export class LemonSqueezyError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "LemonSqueezyError";
  }
}

export interface CheckoutRequest {
  storeId: string;
  variantId: string;
  email: string;
  /** Comes back in every webhook's meta.custom_data. */
  custom: Record<string, string>;
  redirectUrl: string;
  testMode: boolean;
  /** After this the checkout can no longer be paid. */
  expiresAt: Date;
}

/** The attributes of a subscription object that the app keeps. */
export interface SubscriptionAttributes {
  store_id: number;
  variant_id: number;
  status: string;
  trial_ends_at: string | null;
  renews_at: string | null;
  ends_at: string | null;
  updated_at: string;
  urls?: { customer_portal?: string | null; update_payment_method?: string | null };
}

/** The attributes of a variant (a price of a product) that the app reads. */
export interface VariantAttributes {
  name: string;
  /** In cents. */
  price: number;
  is_subscription: boolean;
  interval: "day" | "week" | "month" | "year" | null;
  interval_count: number | null;
  has_free_trial: boolean;
  trial_interval: string | null;
  trial_interval_count: number | null;
}

const JSON_API = "application/vnd.api+json";

function firstError(res: HttpResponse): string {
  const body = res.json<{ errors?: { detail?: string; title?: string }[] }>();
  const error = body?.errors?.[0];
  return error?.detail ?? error?.title ?? `HTTP ${res.status}`;
}

export function createLemonSqueezyClient(
  settings: LemonSqueezySettings,
  http: HttpClient = createHttpClient({ network: "lemonsqueezy", maxAttempts: 3, timeoutMs: 15_000 }),
) {
  const base = `${settings.apiUrl.replace(/\/+$/, "")}/v1`;
  const headers = { Accept: JSON_API, Authorization: `Bearer ${settings.apiKey}` };

  async function call<T>(op: string, method: "GET" | "POST", path: string, document?: unknown): Promise<T> {
    const res = await http.request({
      op,
      method,
      url: `${base}${path}`,
      headers,
      ...(document
        ? { bytes: { data: new TextEncoder().encode(JSON.stringify(document)), contentType: JSON_API } }
        : {}),
    });
    if (!res.ok) throw new LemonSqueezyError(`Lemon Squeezy ${op}: ${firstError(res)}`, res.status);
    const body = res.json<T>();
    if (!body) throw new LemonSqueezyError(`Lemon Squeezy ${op}: the answer was not JSON`, res.status);
    return body;
  }

  return {
    /** The hosted checkout's URL. */
    async createCheckout(req: CheckoutRequest): Promise<{ id: string; url: string }> {
      const body = await call<{ data: { id: string; attributes: { url: string } } }>(
        "create checkout",
        "POST",
        "/checkouts",
        {
          data: {
            type: "checkouts",
            attributes: {
              checkout_data: { email: req.email, custom: req.custom },
              product_options: { redirect_url: req.redirectUrl },
              test_mode: req.testMode,
              expires_at: req.expiresAt.toISOString(),
            },
            relationships: {
              store: { data: { type: "stores", id: req.storeId } },
              variant: { data: { type: "variants", id: req.variantId } },
            },
          },
        },
      );
      return { id: body.data.id, url: body.data.attributes.url };
    },

    async getSubscription(id: string): Promise<{ id: string; attributes: SubscriptionAttributes }> {
      const body = await call<{ data: { id: string; attributes: SubscriptionAttributes } }>(
        "get subscription",
        "GET",
        `/subscriptions/${encodeURIComponent(id)}`,
      );
      return body.data;
    },

    /** A variant's price and billing interval; null when Lemon Squeezy has no such variant. */
    async getVariant(id: string): Promise<{ id: string; attributes: VariantAttributes } | null> {
      try {
        const body = await call<{ data: { id: string; attributes: VariantAttributes } }>(
          "get variant",
          "GET",
          `/variants/${encodeURIComponent(id)}`,
        );
        return body.data;
      } catch (err) {
        if (err instanceof LemonSqueezyError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

export type LemonSqueezyClient = ReturnType<typeof createLemonSqueezyClient>;
