"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { apiRequest, ApiClientError, errorMessage } from "@/lib/api/client";
import * as contracts from "@/lib/billing/contracts";
import { TRIAL_PACKAGE_ID } from "@/lib/billing/plan-in-force";
import { formatMoney, intervalsOf, packagesFor, saleInForce, type PricedPackage } from "@/lib/billing/pricing";
import type { BillingStatus } from "@/lib/billing/status";
import { useOpenPortal } from "./manage-billing-button";

const PER = { month: "month", year: "year" } as Record<string, string>;
const SWITCH = { month: "Monthly", year: "Yearly" } as Record<string, string>;

interface PlanPickerProps {
  packages: PricedPackage[];
  /** The package in force, marked and not offered again. */
  currentPackageId?: string | null;
  /** Trial days a new company gets on the trial's package (0: none). */
  trialDays?: number;
  /** Where a signed-out visitor signs in from. */
  signInReturn: string;
  /**
   * The company's subscription while it runs (billing page): its plan is changed, resumed or
   * cancelled in the customer portal, never by a second checkout (which would bill twice).
   */
  subscription?: RunningSubscription | null;
}

interface RunningSubscription {
  packageId: string | null;
  status: BillingStatus;
}

/** A card's button for a company whose subscription runs: what is true of that plan, and whether it opens the portal. */
function subscribedAction(p: PricedPackage, subscription: RunningSubscription): { label: string; portal: boolean } {
  const ending = subscription.status === "cancelled";
  if (p.id === subscription.packageId)
    return ending || subscription.status === "paused"
      ? { label: "Resume plan", portal: true }
      : { label: "Current plan", portal: false };
  if (p.price === 0)
    return ending
      ? { label: "Applies when your plan ends", portal: false }
      : { label: "Cancel plan to switch", portal: true };
  return { label: "Change plan", portal: true };
}

/**
 * What a failed checkout tells the buyer. A 400 means the platform has not set the package up for
 * checkout (no Lemon Squeezy variant for it, or none for this interval): nothing on the page to fix.
 */
function checkoutProblem(err: unknown, plan: string): string {
  if (err instanceof ApiClientError && err.status === 400)
    return `${plan} can't be bought online yet: please contact us to switch to it.`;
  return errorMessage(err);
}

/**
 * Packages side by side with a monthly/yearly switch; choosing one opens a Lemon Squeezy checkout,
 * or the customer portal for a company whose subscription runs.
 */
export function PlanPicker({ packages, currentPackageId, trialDays = 0, signInReturn, subscription }: PlanPickerProps) {
  const router = useRouter();
  const intervals = intervalsOf(packages);
  const [interval, pickInterval] = useState(intervals[0] ?? "month");
  const [chosen, setChosen] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: (p: PricedPackage) =>
      apiRequest(contracts.createCheckout, { body: { packageId: p.id, interval: p.interval as "month" | "year" } }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => {
      if (err instanceof ApiClientError && err.status === 401)
        router.push(`/signin?callbackUrl=${encodeURIComponent(signInReturn)}`);
    },
  });
  const portal = useOpenPortal();
  const shown = packagesFor(packages, interval);

  return (
    <div className="flex flex-col gap-6">
      {intervals.length > 1 ? (
        <div role="radiogroup" aria-label="Billing interval" className="mx-auto flex rounded-lg bg-zinc-100 p-1">
          {intervals.map((i) => (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={interval === i}
              onClick={() => pickInterval(i)}
              className={cn(
                "rounded-md px-4 py-1.5 text-sm font-medium",
                interval === i ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-600 hover:text-zinc-900",
              )}
            >
              {SWITCH[i] ?? i}
            </button>
          ))}
        </div>
      ) : null}
      {checkout.isError && !(checkout.error instanceof ApiClientError && checkout.error.status === 401) ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {checkoutProblem(checkout.error, checkout.variables?.name ?? "This plan")}
        </p>
      ) : null}
      {portal.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(portal.error)}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {shown.map((p) => {
          const onSale = saleInForce(p);
          const current = p.id === currentPackageId;
          const trial = p.id === TRIAL_PACKAGE_ID && trialDays > 0 && !currentPackageId;
          const subscribed = subscription ? subscribedAction(p, subscription) : null;
          return (
            <li
              key={p.id}
              aria-label={p.name}
              className={cn(
                "flex flex-col rounded-xl border bg-white p-5 shadow-sm",
                p.isPopular ? "border-brand-500 ring-1 ring-brand-500" : "border-zinc-200",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-base font-semibold text-zinc-900">{p.name}</h3>
                <span className="flex gap-1">
                  {current ? <Badge tone="success">Your plan</Badge> : null}
                  {p.isPopular ? <Badge tone="brand">Most popular</Badge> : null}
                </span>
              </div>
              <p className="mt-1 min-h-10 text-sm text-zinc-500">{p.description}</p>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-3xl font-semibold tracking-tight text-zinc-900">
                  {formatMoney(onSale ? p.salePrice! : p.price, p.currency)}
                </span>
                {onSale ? <s className="text-sm text-zinc-400">{formatMoney(p.price, p.currency)}</s> : null}
                <span className="text-sm text-zinc-500">/ {PER[p.interval] ?? p.interval}</span>
              </p>
              {onSale ? (
                <Badge tone="success" className="mt-2 self-start">
                  On sale
                </Badge>
              ) : null}
              {trial ? <p className="mt-2 text-sm font-medium text-brand-700">{trialDays}-day free trial</p> : null}
              <ul className="mt-4 flex flex-1 flex-col gap-1.5 text-sm text-zinc-700">
                {p.displayFeatures.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden className="text-brand-600">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
              {subscribed ? (
                <Button
                  className="mt-5 w-full"
                  variant="secondary"
                  disabled={!subscribed.portal}
                  loading={portal.isPending && chosen === p.id}
                  onClick={() => {
                    setChosen(p.id);
                    portal.mutate();
                  }}
                >
                  {subscribed.label}
                </Button>
              ) : (
                <Button
                  className="mt-5 w-full"
                  variant={p.isPopular ? "primary" : "secondary"}
                  disabled={current || p.price === 0}
                  loading={checkout.isPending && chosen === p.id}
                  onClick={() => {
                    setChosen(p.id);
                    checkout.mutate(p);
                  }}
                >
                  {current ? "Current plan" : p.price === 0 ? "Included" : `Choose ${p.name}`}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
