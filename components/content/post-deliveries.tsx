"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { OccurrenceDetails } from "@/components/calendar/occurrence-details";
import { STATE_LOOKS } from "@/components/calendar/occurrence-states";
import { useOccurrenceActions } from "@/components/calendar/queries";
import { StateBadge } from "@/components/calendar/state-legend";
import { useZoneFormats, type ZoneFormats } from "@/components/calendar/zone-formats";
import { DeliveryFailure } from "@/components/social/delivery-failure";
import { useSocialAccounts } from "@/components/social/queries";
import { Card, CardHeader } from "@/components/ui/card";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { platformLabel, type SocialPlatform } from "@/lib/content/platforms";
import { pluralWord } from "@/lib/format/plural";
import { postAnalytics, type OccurrenceDTO } from "@/lib/social/contracts";
import { PlatformMark } from "./platform-mark";
import { usePostOccurrences } from "./schedule-queries";

interface DeliveriesProps {
  postId: string;
  timeZone: string;
  canPublish: boolean;
  canViewMetrics: boolean;
}

const METRICS = [
  ["impressions", "impression"],
  ["views", "view"],
  ["likes", "like"],
  ["comments", "comment"],
  ["shares", "share"],
  ["clicks", "click"],
] as const;

const whole = new Intl.NumberFormat("en-US");

/** What the network reports for one published delivery, read live through the account that published it. */
function DeliveryMetrics({ occurrence: o, formats }: { occurrence: OccurrenceDTO; formats: ZoneFormats }) {
  const metrics = useQuery({
    queryKey: ["post-metrics", o.occurrenceId],
    queryFn: ({ signal }) =>
      apiRequest(postAnalytics, { params: { platform: o.platform as SocialPlatform, postId: o.occurrenceId }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (metrics.isPending)
    return <p className="text-xs text-zinc-500">Reading its numbers from {platformLabel(o.platform)}…</p>;
  if (metrics.isError)
    return (
      <p className="text-xs text-zinc-500">Its numbers could not be read right now: {errorMessage(metrics.error)}</p>
    );
  const reported = METRICS.filter(([key]) => metrics.data[key] !== null);
  if (!reported.length)
    return <p className="text-xs text-zinc-500">{platformLabel(o.platform)} reports no numbers for it yet.</p>;
  return (
    <div className="flex flex-col gap-1.5">
      <dl className="flex flex-wrap gap-x-5 gap-y-1.5" aria-label={`${platformLabel(o.platform)} metrics`}>
        {reported.map(([key, one]) => {
          const value = metrics.data[key]!;
          return (
            <div key={key} className="flex items-baseline gap-1.5">
              <dd className="text-sm font-semibold tabular-nums text-zinc-900">{whole.format(value)}</dd>
              <dt className="text-xs text-zinc-500">{pluralWord(value, one)}</dt>
            </div>
          );
        })}
      </dl>
      <p className="text-[11px] text-zinc-400">As of {formats.full(metrics.data.fetchedAt)}</p>
    </div>
  );
}

function Delivery({
  occurrence: o,
  formats,
  canPublish,
  canViewMetrics,
  actions,
  onDetails,
  accountName,
}: {
  occurrence: OccurrenceDTO;
  formats: ZoneFormats;
  canPublish: boolean;
  canViewMetrics: boolean;
  actions: ReturnType<typeof useOccurrenceActions>;
  onDetails: () => void;
  accountName: string | undefined;
}) {
  const network = platformLabel(o.platform);
  const when = o.publishedAt
    ? `Published ${formats.full(o.publishedAt)}`
    : `${o.status === "CANCELLED" ? "Was due" : "Due"} ${formats.full(o.scheduledAt)}`;
  return (
    <li className="flex flex-col gap-3 px-5 py-4" data-testid={`delivery-${o.platform}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PlatformMark platform={o.platform} size={24} />
        <div className="min-w-0 flex-1">
          <p className="text-[13px] font-medium text-zinc-900">
            {network}
            {accountName ? <span className="font-normal text-zinc-500"> · {accountName}</span> : null}
          </p>
          <p className="text-xs text-zinc-500">{when}</p>
        </div>
        <span className="flex flex-wrap items-center gap-2" title={STATE_LOOKS[o.status].meaning}>
          <StateBadge status={o.status} />
        </span>
      </div>
      {o.status === "FAILED" ? (
        <DeliveryFailure
          network={network}
          error={o.lastError}
          onRetry={canPublish ? () => actions.retry.mutate(o) : undefined}
          retrying={actions.retry.isPending && actions.retry.variables?.occurrenceId === o.occurrenceId}
        />
      ) : null}
      {o.status === "PUBLISHED" && canViewMetrics ? <DeliveryMetrics occurrence={o} formats={formats} /> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px]">
        {o.platformPostUrl ? (
          <a
            href={o.platformPostUrl}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            View on {network}
          </a>
        ) : null}
        <button
          type="button"
          onClick={onDetails}
          className="font-medium text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline"
        >
          Details
        </button>
      </div>
    </li>
  );
}

/**
 * How a post did on each network it was sent to: state, the live post, its numbers, and why a
 * failed delivery failed with a retry. The same data and actions as the calendar's details, which
 * open from each row.
 */
export function PostDeliveries({ postId, timeZone, canPublish, canViewMetrics }: DeliveriesProps) {
  const occurrences = usePostOccurrences(postId);
  const accounts = useSocialAccounts();
  const actions = useOccurrenceActions();
  const formats = useZoneFormats(timeZone);
  const [shownId, setShownId] = useState<string | null>(null);
  const list = occurrences.data ?? [];
  if (!list.length) return null;
  const shown = list.find((o) => o.occurrenceId === shownId);
  const account = (o: OccurrenceDTO) => accounts.data?.find((a) => a.id === o.socialAccountId);
  return (
    <Card className="mt-6">
      <CardHeader title="Delivery" description="Each network it goes to: its state, the live post and how it did." />
      <ul className="divide-y divide-zinc-100">
        {list.map((o) => {
          const a = account(o);
          return (
            <Delivery
              key={o.occurrenceId}
              occurrence={o}
              formats={formats}
              canPublish={canPublish}
              canViewMetrics={canViewMetrics}
              actions={actions}
              onDetails={() => setShownId(o.occurrenceId)}
              accountName={
                a ? (a.displayName === a.username ? a.displayName : `${a.displayName} (@${a.username})`) : undefined
              }
            />
          );
        })}
      </ul>
      {shown ? (
        <OccurrenceDetails
          key={shown.occurrenceId}
          occurrence={shown}
          siblings={
            shown.splitGroupId
              ? list.filter((o) => o.splitGroupId === shown.splitGroupId && o.occurrenceId !== shown.occurrenceId)
              : []
          }
          account={account(shown)}
          timeZone={timeZone}
          formats={formats}
          canPublish={canPublish}
          actions={actions}
          onOpen={(o) => setShownId(o.occurrenceId)}
          onClose={() => setShownId(null)}
        />
      ) : null}
    </Card>
  );
}
