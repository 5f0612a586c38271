"use client";

import Link from "next/link";
import { useState } from "react";
import { ContentStatusBadge } from "@/components/content/content-status-badge";
import { formatDateTime } from "@/components/content/datetime";
import { PlatformMarks } from "@/components/content/platform-mark";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ChevronRightIcon, FileTextIcon, MessageIcon, PlusIcon, VideoIcon } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import type { CampaignContentItemDTO } from "@/lib/campaigns/contracts";
import { useCampaignContent } from "./queries";

type ContentType = CampaignContentItemDTO["type"];

const TYPE_META: Record<
  ContentType,
  { label: string; icon: typeof FileTextIcon; tint: string; href: (id: string) => string }
> = {
  social: {
    label: "Social post",
    icon: MessageIcon,
    tint: "bg-sky-50 text-sky-600",
    href: (id) => `/content/social/${id}`,
  },
  blog: {
    label: "Blog post",
    icon: FileTextIcon,
    tint: "bg-emerald-50 text-emerald-600",
    href: (id) => `/content/blog/${id}`,
  },
  script: {
    label: "Video script",
    icon: VideoIcon,
    tint: "bg-rose-50 text-rose-600",
    href: (id) => `/content/scripts/${id}`,
  },
};

function when(item: CampaignContentItemDTO): string {
  if (item.publishedAt) return `Published ${formatDateTime(item.publishedAt)}`;
  if (item.scheduledAt)
    return `${item.status.toUpperCase() === "SCHEDULED" ? "Scheduled for" : "Planned for"} ${formatDateTime(item.scheduledAt)}`;
  return `Created ${formatDateTime(item.createdAt)}`;
}

function ContentRow({ item }: { item: CampaignContentItemDTO }) {
  const meta = TYPE_META[item.type];
  const Icon = meta.icon;
  const text = item.type === "social" ? item.content : item.title;
  const platforms = item.platforms ?? (item.platform ? [item.platform] : []);
  return (
    <li>
      <Link
        href={meta.href(item.id)}
        className="group flex items-center gap-3 px-5 py-3.5 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${meta.tint}`}>
          <Icon />
          <span className="sr-only">{meta.label}</span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-[13px] font-medium text-zinc-800">
            {text || <span className="text-zinc-400">Untitled</span>}
          </span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-500">
            <span>{meta.label}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span>{when(item)}</span>
          </span>
        </span>
        <span className="hidden sm:block">
          <PlatformMarks platforms={platforms} size={16} max={3} />
        </span>
        <ContentStatusBadge status={item.status} />
        <ChevronRightIcon className="hidden shrink-0 text-zinc-300 group-hover:text-zinc-500 sm:block" />
      </Link>
    </li>
  );
}

export function CampaignContentPanel({ campaignId, canCreate }: { campaignId: string; canCreate: boolean }) {
  const content = useCampaignContent(campaignId);
  const [tab, setTab] = useState<"all" | ContentType>("all");
  const query = `?campaignId=${campaignId}`;
  const addButtons = canCreate ? (
    <div className="flex flex-wrap gap-2">
      <ButtonLink href={`/content/social/new${query}`} size="sm" icon={<PlusIcon />}>
        Add post
      </ButtonLink>
      <ButtonLink href={`/content/blog/new${query}`} size="sm" variant="secondary" icon={<PlusIcon />}>
        Add blog post
      </ButtonLink>
      <ButtonLink href={`/content/scripts/new${query}`} size="sm" variant="secondary" icon={<PlusIcon />}>
        Add script
      </ButtonLink>
    </div>
  ) : null;

  const items = content.data ?? [];
  const count = (type: ContentType) => items.filter((i) => i.type === type).length;
  const list = (type: "all" | ContentType) => {
    const shown = type === "all" ? items : items.filter((i) => i.type === type);
    if (!shown.length) {
      const noun =
        type === "all"
          ? "content"
          : type === "social"
            ? "social posts"
            : type === "blog"
              ? "blog posts"
              : "video scripts";
      return (
        <EmptyState
          className="py-10"
          icon={
            type === "script" ? (
              <VideoIcon size={20} />
            ) : type === "blog" ? (
              <FileTextIcon size={20} />
            ) : (
              <MessageIcon size={20} />
            )
          }
          title={`No ${noun} yet`}
          description="Everything you create for this campaign shows up here, with its status and schedule."
        />
      );
    }
    return (
      <ul className="divide-y divide-zinc-100">
        {shown.map((item) => (
          <ContentRow key={`${item.type}-${item.id}`} item={item} />
        ))}
      </ul>
    );
  };

  return (
    <Card>
      <CardHeader title="Content" description="Posts, articles and scripts in this campaign" actions={addButtons} />
      {content.isPending ? (
        <SkeletonRows rows={3} label="Loading content" />
      ) : content.isError ? (
        <ErrorState error={content.error} onRetry={() => content.refetch()} title="Couldn't load the content" />
      ) : (
        <Tabs
          label="Content type"
          value={tab}
          onChange={(id) => setTab(id as typeof tab)}
          className="[&>[role=tablist]]:px-3 [&>[role=tabpanel]]:pt-0"
          items={[
            { id: "all", label: <TabLabel text="All" count={items.length} />, content: list("all") },
            { id: "social", label: <TabLabel text="Social" count={count("social")} />, content: list("social") },
            { id: "blog", label: <TabLabel text="Blog" count={count("blog")} />, content: list("blog") },
            { id: "script", label: <TabLabel text="Scripts" count={count("script")} />, content: list("script") },
          ]}
        />
      )}
    </Card>
  );
}

function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <span className="flex items-center gap-1.5">
      {text}
      <span className="rounded-full bg-zinc-100 px-1.5 text-[11px] tabular-nums text-zinc-500">{count}</span>
    </span>
  );
}
