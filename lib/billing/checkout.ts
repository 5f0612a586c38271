import type { z } from "zod";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { appOrigin } from "@/lib/api/redirect-target";
import type { UserActor } from "@/lib/auth/actor";
import type { TenantCtx } from "@/lib/db";
import type { CheckoutBody } from "./contracts";
import { activePackage } from "./package-admin";
import { billingProvider, providerFailed, variantsOf } from "./provider";

const BILLING_PAGE = "/settings/billing";

export async function createCheckout(ctx: TenantCtx, actor: UserActor, body: z.output<typeof CheckoutBody>) {
  const pkg = await activePackage(body.packageId);
  if (!pkg) throw notFound("Package");
  const { config, client } = await billingProvider();
  const [variantId] = variantsOf(pkg, config.variantMapping);
  if (!variantId)
    throw badRequest({
      packageId: "has no Lemon Squeezy variant: set its variantId or the billing config's variantMapping",
    });
  const checkout = await client
    .createCheckout({
      storeId: config.storeId!,
      variantId,
      email: actor.email,
      custom: { company_id: ctx.companyId, package_id: pkg.id, ...(body.interval ? { interval: body.interval } : {}) },
      redirectUrl: `${appOrigin() ?? ""}${BILLING_PAGE}?checkout=success`,
      testMode: config.testMode,
    })
    .catch(providerFailed);
  return { url: checkout.url };
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
