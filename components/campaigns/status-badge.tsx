import { Badge } from "@/components/ui/badge";
import { STATUS_DOT, STATUS_LABEL, STATUS_TONE, type CampaignStatus } from "./campaign-meta";

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${STATUS_DOT[status]}`} />
      {STATUS_LABEL[status]}
    </Badge>
  );
}

export function ArchivedBadge() {
  return <Badge className="bg-zinc-50 text-zinc-500">Archived</Badge>;
}
