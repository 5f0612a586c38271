import type { z } from "zod";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { appOrigin } from "@/lib/api/redirect-target";
import { recordAudit } from "@/lib/audit";
import type { UserActor } from "@/lib/auth/actor";
import type { TenantCtx } from "@/lib/db";
import type { LemonSqueezyClient } from "@/lib/integrations/lemonsqueezy/client";
import { BILLING_PAGE } from "./billing-notices";
import type { CheckoutBody } from "./contracts";
import { activePackage } from "./package-admin";
import { billingProvider, providerFailed, variantsOf } from "./provider";
import { CHECKOUT_OPEN_MS, dropClaim, openCheckoutOrClaim, recordCheckout } from "./open-checkout";
import { liveSubscription } from "./subscription";

/** POST /api/billing/checkout: the company's open checkout for this plan, else a new one (open-checkout.ts). */
export async function createCheckout(ctx: TenantCtx, actor: UserActor, body: z.output<typeof CheckoutBody>) {
  const answer = await checkoutFor(ctx, actor, body);
  await recordAudit(ctx.db, {
    actorId: actor.userId,
    action: "billing.checkout",
    body,
    requestId: ctx.requestId ?? "",
  });
  return answer;
}

async function checkoutFor(ctx: TenantCtx, actor: UserActor, body: z.output<typeof CheckoutBody>) {
  const pkg = await activePackage(body.packageId);
  if (!pkg) throw notFound("Package");
  await refuseSecondSubscription(ctx);
  const { config, client } = await billingProvider();
  const variants = variantsOf(pkg, config.variantMapping);
  if (variants.length === 0)
    throw badRequest({
      packageId: "has no Lemon Squeezy variant: set its variantId or the billing config's variantMapping",
    });
  const variantId = body.interval ? await variantBilled(client, variants, body.interval) : variants[0];
  if (!variantId)
    throw badRequest({
      interval: `this package has no Lemon Squeezy variant billed every ${body.interval}: map one to it in variantMapping`,
    });
  const open = await openCheckoutOrClaim(ctx, { packageId: pkg.id, variantId, interval: body.interval ?? null });
  if ("url" in open) return { url: open.url };
  const expiresAt = new Date(Date.now() + CHECKOUT_OPEN_MS);
  const checkout = await client
    .createCheckout({
      storeId: config.storeId!,
      variantId,
      email: actor.email,
      custom: { company_id: ctx.companyId, package_id: pkg.id, ...(body.interval ? { interval: body.interval } : {}) },
      redirectUrl: `${appOrigin() ?? ""}${BILLING_PAGE}?checkout=success`,
      testMode: config.testMode,
      expiresAt,
    })
    .catch(async (err: unknown) => {
      await dropClaim(ctx, open.claimId);
      return providerFailed(err);
    });
  await recordCheckout(ctx, open.claimId, { ...checkout, expiresAt });
  return { url: checkout.url };
}

/**
 * The webhook keeps one subscription per company: a second checkout would start a subscription the
 * app tracks while the first one keeps billing. A running one is changed, resumed or cancelled in
 * the customer portal instead.
 */
async function refuseSecondSubscription(ctx: TenantCtx) {
  const live = await liveSubscription(ctx);
  if (!live) return;
  throw conflict(
    "ALREADY_SUBSCRIBED",
    live.status === "cancelled" && live.endsAt
      ? `Your cancelled subscription runs until ${live.endsAt.toISOString().slice(0, 10)}: resume it or change its plan in the billing portal, or choose a plan once it has ended; a new checkout now would bill you twice`
      : "Your company already has a subscription: change or cancel its plan in the billing portal; a new checkout would start a second subscription and bill you twice",
  );
}

/** The first of the package's variants that Lemon Squeezy bills every `interval` (month or year). */
async function variantBilled(client: LemonSqueezyClient, variants: string[], interval: string) {
  for (const id of variants) {
    const variant = await client.getVariant(id).catch(providerFailed);
    if (variant?.attributes.interval === interval && (variant.attributes.interval_count ?? 1) === 1) return id;
  }
  return null;
}

/** The customer portal URL is signed and short-lived, so it is asked for afresh each time. */
export async function openPortal(ctx: TenantCtx) {
  const subscription = await ctx.db.subscription.findFirst();
  if (!subscription) throw conflict("NO_SUBSCRIPTION", "This company has no subscription yet: choose a plan first");
  const { client } = await billingProvider();
  const remote = await client.getSubscription(subscription.providerSubscriptionId).catch(providerFailed);
  const url = remote.attributes.urls?.customer_portal ?? subscription.customerPortalUrl;
  if (!url) throw conflict("NO_SUBSCRIPTION", "Lemon Squeezy gave no customer portal for this subscription");
  return { url };
}
