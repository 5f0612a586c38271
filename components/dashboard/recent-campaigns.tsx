import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ChevronRightIcon, MegaphoneIcon, PlusIcon } from "@/components/ui/icons";

const STATUS_TONE: Record<string, BadgeTone> = {
  ACTIVE: "success",
  PAUSED: "warning",
  DRAFT: "neutral",
  COMPLETED: "brand",
};

interface RecentCampaign {
  id: string;
  name: string;
  status: string;
  updatedAt: Date;
}

export function RecentCampaigns({ campaigns }: { campaigns: RecentCampaign[] }) {
  const format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
  return (
    <Card>
      <CardHeader
        title="Recent campaigns"
        description="Pick up where you left off"
        actions={
          campaigns.length ? (
            <ButtonLink href="/campaigns" variant="ghost" size="sm">
              View all
            </ButtonLink>
          ) : null
        }
      />
      {campaigns.length ? (
        <ul className="divide-y divide-zinc-100">
          {campaigns.map((c) => (
            <li key={c.id}>
              <Link
                href={`/campaigns/${c.id}`}
                className="group flex items-center gap-3 px-5 py-3.5 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-500">
                  <MegaphoneIcon />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-[13px] font-medium text-zinc-800">{c.name}</span>
                  <span className="block text-xs text-zinc-500">Updated {format.format(c.updatedAt)}</span>
                </span>
                <Badge tone={STATUS_TONE[c.status] ?? "neutral"} className="capitalize">
                  {c.status.toLowerCase()}
                </Badge>
                <ChevronRightIcon className="shrink-0 text-zinc-300 group-hover:text-zinc-500" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<MegaphoneIcon size={20} />}
          title="No campaigns yet"
          description="A campaign groups your posts, articles and scripts around one goal."
          action={
            <ButtonLink href="/campaigns" size="sm" icon={<PlusIcon />}>
              Create a campaign
            </ButtonLink>
          }
        />
      )}
    </Card>
  );
}
