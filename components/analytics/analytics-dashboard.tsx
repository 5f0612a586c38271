"use client";

import { useEffect, useState } from "react";
import { useSocialAccounts } from "@/components/social/queries";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ChartIcon, LinkIcon, RefreshIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { BestTimesCard } from "./best-times-card";
import { EngagementCard } from "./engagement-card";
import { FiltersBar } from "./filters-bar";
import { GrowthCard } from "./growth-card";
import { KpiCards, KpiCardsSkeleton } from "./kpi-cards";
import { rangeQuery, useBestTimes, useEngagement, useGrowth, useOverview, useSyncNow } from "./queries";
import { filtersToSearch, presetRange, type AnalyticsFilters } from "./range";
import { SyncStatus } from "./sync-status";
import { TopPostsCard } from "./top-posts-card";

const TITLE = "Analytics";
const DESCRIPTION = "How your accounts and posts are doing: reach, engagement, growth and the best times to post.";

/** The analytics page: filters in the URL, KPI cards, growth, engagement, best times and top posts, and "Sync now". */
export function AnalyticsDashboard({
  initialFilters,
  timeZone,
}: {
  initialFilters: AnalyticsFilters;
  timeZone: string;
}) {
  const accounts = useSocialAccounts();
  const [filters, setFilters] = useState(initialFilters);
  const sync = useSyncNow();

  // The URL mirrors the filters so a reload or a shared link shows the same numbers.
  useEffect(() => {
    window.history.replaceState(null, "", `/analytics${filtersToSearch(filters)}`);
  }, [filters]);

  const networks = [...new Set((accounts.data ?? []).map((a) => a.platform))].sort();
  const connected = [
    ...new Set((accounts.data ?? []).filter((a) => a.status === "connected").map((a) => a.platform)),
  ].sort();
  const query = rangeQuery(filters);
  const overview = useOverview(query);
  const growth = useGrowth(query, networks);
  const engagement = useEngagement(query);
  const bestTimes = useBestTimes(query);

  const syncButton = (
    <Button
      icon={<RefreshIcon />}
      loading={sync.running}
      disabled={!connected.length}
      title={connected.length ? undefined : "Connect an account to sync its numbers"}
      onClick={() => sync.start(connected)}
    >
      {sync.running ? "Syncing…" : "Sync now"}
    </Button>
  );

  if (accounts.isPending) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Skeleton className="mb-6 h-14 w-full rounded-xl" />
        <KpiCardsSkeleton />
      </>
    );
  }
  if (accounts.isError) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Card>
          <ErrorState error={accounts.error} onRetry={() => accounts.refetch()} title="Couldn't load your accounts" />
        </Card>
      </>
    );
  }
  if (!networks.length) {
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Card>
          <EmptyState
            icon={<ChartIcon size={20} />}
            title="Connect an account to see analytics"
            description="Followers, impressions and engagement are read from your connected social accounts. Connect one and its numbers appear here after the first sync."
            action={
              <ButtonLink href="/settings/accounts" icon={<LinkIcon />}>
                Connect an account
              </ButtonLink>
            }
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} actions={syncButton} />
      {sync.progress ? <SyncStatus progress={sync.progress} onDismiss={sync.dismiss} /> : null}
      <FiltersBar
        filters={filters}
        networks={networks}
        timeZone={timeZone}
        onPreset={(preset) => setFilters((f) => ({ ...f, preset, ...presetRange(preset, timeZone, new Date()) }))}
        onCustom={(range) => setFilters((f) => ({ ...f, preset: "custom", ...range }))}
        onPlatform={(platform) => setFilters((f) => ({ ...f, platform }))}
      />
      {overview.isPending ? (
        <KpiCardsSkeleton />
      ) : overview.isError ? (
        <Card>
          <ErrorState error={overview.error} onRetry={() => overview.refetch()} title="Couldn't load the key numbers" />
        </Card>
      ) : (
        <div
          className={overview.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
          aria-busy={overview.isPlaceholderData}
        >
          <KpiCards overview={overview.data} />
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 [&>*]:min-w-0">
        <GrowthCard growth={growth} />
        <EngagementCard query={engagement} />
        <BestTimesCard query={bestTimes} />
        <TopPostsCard range={query} timeZone={timeZone} />
      </div>
    </>
  );
}
