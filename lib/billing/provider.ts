import { ApiError } from "@/lib/api/errors";
import { billingSecrets } from "@/lib/admin/billing-config";
import { createLemonSqueezyClient, LemonSqueezyError } from "@/lib/integrations/lemonsqueezy/client";

/** The Lemon Squeezy client from the billing configuration, or 503 naming what is missing. */
export async function billingProvider() {
  const config = await billingSecrets();
  const missing = [!config.apiKey && "apiKey", !config.storeId && "storeId"].filter(Boolean);
  if (missing.length > 0) {
    throw new ApiError(503, "BILLING_NOT_CONFIGURED", {
      message: `Billing is not set up: a Super Admin must set ${missing.join(" and ")} in the billing configuration (PUT /api/admin/config/billing)`,
    });
  }
  return { config, client: createLemonSqueezyClient({ apiUrl: config.apiUrl, apiKey: config.apiKey! }) };
}

/** The Lemon Squeezy variant ids that stand for a package: its own variantId, then variantMapping entries naming it (by id or name). */
export function variantsOf(
  pkg: { id: string; name: string; variantId: string | null },
  mapping: Record<string, string>,
): string[] {
  const mapped = Object.entries(mapping).filter(
    ([, target]) => target === pkg.id || target.toLowerCase() === pkg.name.toLowerCase(),
  );
  return [...new Set([pkg.variantId, ...mapped.map(([variant]) => variant)].filter((v): v is string => !!v))];
}

/** A refusal or outage at Lemon Squeezy: 502 with its message, never a 500. */
export function providerFailed(err: unknown): never {
  if (err instanceof LemonSqueezyError) throw new ApiError(502, "BILLING_PROVIDER_ERROR", { message: err.message });
  throw err;
}
