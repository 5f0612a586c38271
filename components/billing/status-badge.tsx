import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { BillingStatus } from "@/lib/billing/status";

const STATUS: Record<BillingStatus, { label: string; tone: BadgeTone }> = {
  none: { label: "Free", tone: "neutral" },
  trialing: { label: "Trial", tone: "brand" },
  active: { label: "Active", tone: "success" },
  past_due: { label: "Payment failed", tone: "danger" },
  paused: { label: "Paused", tone: "warning" },
  cancelled: { label: "Cancelled", tone: "warning" },
  expired: { label: "Ended", tone: "neutral" },
};

/** A subscription status in words a customer reads ("Payment failed", not past_due). */
export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}
