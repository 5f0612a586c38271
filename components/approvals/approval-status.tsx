import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ApprovalStatus } from "@/lib/approvals/contracts";

export const STATUS_LOOKS: Record<ApprovalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "warning" },
  changes_requested: { label: "Changes requested", tone: "brand" },
  approved: { label: "Approved", tone: "success" },
  rejected: { label: "Rejected", tone: "danger" },
};

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const look = STATUS_LOOKS[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
