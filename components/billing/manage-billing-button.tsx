"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/api/client";
import * as contracts from "@/lib/billing/contracts";

/** Opens the subscription's Lemon Squeezy customer portal (plan changes, payment method, invoices, cancel). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiRequest(contracts.openPortal, {}),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The current plan's way to the portal. */
export function ManageBillingButton() {
  const portal = useOpenPortal();
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" loading={portal.isPending} onClick={() => portal.mutate()}>
        Manage billing and invoices
      </Button>
      {portal.isError ? (
        <p role="alert" className="text-xs text-red-700">
          {errorMessage(portal.error)}
        </p>
      ) : null}
    </div>
  );
}
