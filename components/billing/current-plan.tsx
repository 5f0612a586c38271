import { Card, CardHeader } from "@/components/ui/card";
import type { BillingStatus } from "@/lib/billing/status";
import { ManageBillingButton } from "./manage-billing-button";
import { BillingStatusBadge } from "./status-badge";

export interface PlanSummary {
  status: BillingStatus;
  package: { id: string; name: string } | null;
  interval: string | null;
  renewsAt: Date | null;
  endsAt: Date | null;
  trialEndsAt: Date | null;
}

const day = (d: Date) =>
  d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The line under the plan's name that says what happens next. */
function nextStep(plan: PlanSummary, now: Date): string {
  if (plan.status === "trialing" && plan.trialEndsAt) {
    const days = Math.max(0, Math.ceil((plan.trialEndsAt.getTime() - now.getTime()) / 86_400_000));
    return `${days} day${days === 1 ? "" : "s"} of trial left · ends ${day(plan.trialEndsAt)}, then the free plan applies unless you choose a plan`;
  }
  if (plan.status === "past_due")
    return "Lemon Squeezy could not take the last payment and is retrying: the plan stays in force meanwhile. Update the payment method.";
  if (plan.status === "cancelled" && plan.endsAt) return `Cancelled · in force until ${day(plan.endsAt)}`;
  if (plan.status === "active" && plan.renewsAt)
    return `Renews ${day(plan.renewsAt)}${plan.interval ? ` · billed ${plan.interval === "year" ? "yearly" : "monthly"}` : ""}`;
  if (plan.status === "paused")
    return "Paused: the free plan's limits apply and all your data is kept. Resume it in the billing portal to lift them.";
  if (plan.status === "expired")
    return "The free plan's limits apply; all your data is kept. Choose a plan below to lift them.";
  return "The free plan's limits apply. Choose a plan below for more.";
}

/** The plan in force, its status and dates, and the way to the customer portal. */
export function CurrentPlan({
  plan,
  hasSubscription,
  canManage,
}: {
  plan: PlanSummary;
  hasSubscription: boolean;
  canManage: boolean;
}) {
  return (
    <Card>
      <CardHeader title="Current plan" description="What your company is on now, and what happens next" />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-xl font-semibold text-zinc-900">{plan.package?.name ?? "Free"}</span>
            <BillingStatusBadge status={plan.status} />
          </p>
          <p className="mt-1 text-sm text-zinc-600">{nextStep(plan, new Date())}</p>
        </div>
        {hasSubscription && canManage ? <ManageBillingButton /> : null}
      </div>
    </Card>
  );
}
