import type { Metadata } from "next";
import { CurrentPlan } from "@/components/billing/current-plan";
import { PlanPicker } from "@/components/billing/plan-picker";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { Card, CardHeader } from "@/components/ui/card";
import { UsageMeters } from "@/components/usage/usage-meters";
import { listPublicPackages } from "@/lib/admin/packages";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { getSubscription, liveSubscription } from "@/lib/billing/subscription";

export const metadata: Metadata = { title: "Billing" };

type SearchParams = Promise<{ checkout?: string }>;

export default async function BillingPage({ searchParams }: { searchParams: SearchParams }) {
  const [ctx, user, { checkout }] = await Promise.all([currentTenantCtx(), currentShellUser(), searchParams]);
  const canManage = user.permissions.includes("billing:manage");
  const [plan, packages, subscription, running] = await Promise.all([
    getSubscription(ctx),
    listPublicPackages(),
    ctx.db.subscription.findFirst({ select: { id: true } }),
    // Null on a trial, the free plan or after a subscription ended: then every paid package is on offer.
    liveSubscription(ctx),
  ]);
  const meters = [
    { label: "Team members", used: plan.usage.users, limit: plan.limits.users },
    { label: "Social accounts", used: plan.usage.socialAccounts, limit: plan.limits.socialAccounts },
    { label: "AI posts this month", used: plan.usage.aiPosts, limit: plan.limits.aiPosts },
  ];
  return (
    <div className="flex flex-col gap-6">
      {canManage ? null : <ReadOnlyNotice permission="billing:manage" />}
      {checkout === "success" && plan.status !== "active" ? (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Thank you! Your new plan shows here as soon as Lemon Squeezy confirms the payment; reload in a moment.
        </p>
      ) : null}
      <CurrentPlan plan={plan} hasSubscription={subscription !== null} canManage={canManage} />
      <UsageMeters
        title="Usage against your plan"
        description="Members, connected accounts and this month's AI posts"
        meters={meters}
      />
      {canManage ? (
        <Card>
          <CardHeader
            title="Change plan"
            description={
              running
                ? "Your subscription is changed, resumed or cancelled in Lemon Squeezy's billing portal, so you are never billed twice"
                : "Checkout is handled by Lemon Squeezy; you come back here afterwards"
            }
          />
          <div className="p-5">
            <PlanPicker
              packages={packages}
              currentPackageId={running?.packageId ?? null}
              subscription={running}
              signInReturn="/settings/billing"
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
