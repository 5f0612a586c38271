import type { Metadata } from "next";
import { EmptyChart } from "@/components/dashboard/empty-chart";
import { GettingStarted } from "@/components/dashboard/getting-started";
import { RecentCampaigns } from "@/components/dashboard/recent-campaigns";
import { StatCard } from "@/components/dashboard/stat-card";
import { UpcomingPosts } from "@/components/dashboard/upcoming-posts";
import { ButtonLink } from "@/components/ui/button";
import { BarChart, ChartContainer } from "@/components/ui/chart";
import { EmptyState } from "@/components/ui/empty-state";
import { CalendarIcon, ChartIcon, FileTextIcon, MegaphoneIcon, PlusIcon, UsersIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { loadDashboardSummary } from "@/lib/dashboard/summary";
import { plural } from "@/lib/format/plural";

export const metadata: Metadata = { title: "Dashboard" };

function greeting(timeZone: string): string {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(new Date()),
  );
  return hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening";
}

function invitationStep(teamSize: number, pending: number): string {
  if (teamSize > 1) return `${plural(teamSize, "person", "people")} in your workspace`;
  if (pending) return `${plural(pending, "invitation")} waiting to be accepted`;
  return "Plan and approve content together";
}

function accountsStep(connected: number): string {
  return connected ? `${plural(connected, "account")} ready to publish` : "Nothing can be published without one";
}

export default async function DashboardPage() {
  const user = await currentShellUser();
  const summary = await loadDashboardSummary(await currentTenantCtx());
  const contentTotal = summary.content.social + summary.content.blog + summary.content.video;
  const createdThisFortnight = summary.activity.reduce((sum, d) => sum + d.count, 0);
  // A workspace with nothing in it yet is someone's first visit: welcome them rather than greet the hour.
  const firstVisit = summary.campaigns.total === 0 && contentTotal === 0;
  const today = new Intl.DateTimeFormat("en-US", {
    timeZone: summary.timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(new Date());

  return (
    <>
      <PageHeader
        eyebrow={today}
        title={`${firstVisit ? "Welcome to Reach" : greeting(summary.timeZone)}${user.firstName ? `, ${user.firstName}` : ""}`}
        description={
          firstVisit
            ? `Let's get ${user.companyName} ready to publish: the checklist below shows where to start.`
            : `Here's what's happening at ${user.companyName}.`
        }
        actions={
          <>
            <ButtonLink href="/content/social" variant="secondary" icon={<FileTextIcon />}>
              New content
            </ButtonLink>
            <ButtonLink href="/campaigns" icon={<PlusIcon />}>
              New campaign
            </ButtonLink>
          </>
        }
      />

      <section aria-label="Key numbers" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Active campaigns"
          value={summary.campaigns.active}
          hint={`${summary.campaigns.total} in total`}
          icon={<MegaphoneIcon size={14} />}
          href="/campaigns"
        />
        <StatCard
          label="Scheduled posts"
          value={summary.content.scheduled}
          hint="Waiting to publish"
          icon={<CalendarIcon size={14} />}
          href="/content/social"
        />
        <StatCard
          label="Content pieces"
          value={contentTotal}
          hint={`${plural(summary.content.social, "post")} · ${plural(summary.content.blog, "article")} · ${plural(summary.content.video, "script")}`}
          icon={<FileTextIcon size={14} />}
          href="/content/social"
        />
        <StatCard
          label="Team members"
          value={summary.teamSize}
          hint="In your workspace"
          icon={<UsersIcon size={14} />}
          href="/settings/team"
        />
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <ChartContainer
          className="lg:col-span-2"
          title="Content created"
          description={`Posts, articles and scripts over the last 14 days · ${createdThisFortnight} new`}
        >
          {createdThisFortnight ? (
            <BarChart
              label="Content pieces created per day"
              data={summary.activity.map((d) => ({ label: d.label, value: d.count }))}
            />
          ) : (
            <EmptyChart>
              <EmptyState
                className="py-0"
                icon={<ChartIcon size={20} />}
                title="No content in the last two weeks"
                description="Once your team drafts posts, articles or video scripts, their daily output shows up here."
                action={
                  <ButtonLink href="/content/social" size="sm" variant="secondary">
                    Start creating
                  </ButtonLink>
                }
              />
            </EmptyChart>
          )}
        </ChartContainer>
        <GettingStarted
          steps={[
            {
              label: "Connect a social account",
              description: accountsStep(summary.connectedAccounts),
              href: "/settings/accounts",
              done: summary.connectedAccounts > 0,
            },
            {
              label: "Complete your brand profile",
              description: `${summary.brandCompleteness.filled} of ${summary.brandCompleteness.total} details filled in`,
              // A profile with no more than the company name from onboarding starts with the guided set-up.
              href: summary.brandCompleteness.filled <= 1 ? "/settings/brand/setup" : "/settings/brand",
              done: summary.brandCompleteness.filled >= summary.brandCompleteness.total - 2,
            },
            {
              label: "Invite a teammate",
              description: invitationStep(summary.teamSize, summary.pendingInvitations),
              href: "/settings/team",
              done: summary.teamSize > 1 || summary.pendingInvitations > 0,
            },
            {
              label: "Create your first campaign",
              description: "Group content around a goal",
              href: "/campaigns",
              done: summary.campaigns.total > 0,
            },
            {
              label: "Draft your first post",
              description: "Write once, publish everywhere",
              href: "/content/social/new",
              done: contentTotal > 0,
            },
          ]}
        />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UpcomingPosts posts={summary.upcoming} timeZone={summary.timeZone} />
        <RecentCampaigns campaigns={summary.recentCampaigns} />
      </div>
    </>
  );
}
