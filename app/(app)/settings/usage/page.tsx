import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyChart } from "@/components/dashboard/empty-chart";
import { BarChart, ChartContainer } from "@/components/ui/chart";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ChartIcon } from "@/components/ui/icons";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { BarList } from "@/components/analytics/bar-list";
import { actionLabel, dollars } from "@/components/usage/action-labels";
import { UsageMeters } from "@/components/usage/usage-meters";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { actionAllowances } from "@/lib/usage/allowances";
import { companyUsage } from "@/lib/usage/company-usage";
import { dailyUsage } from "@/lib/usage/daily-usage";
import { usageInRange } from "@/lib/usage/history";

export const metadata: Metadata = { title: "AI usage" };

const DAYS = 30;
const day = (d: Date) =>
  d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export default async function UsagePage() {
  const [ctx, user] = await Promise.all([currentTenantCtx(), currentShellUser()]);
  const since = new Date(Date.now() - (DAYS - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const canSeeMembers = user.roleName === "owner" || user.roleName === "admin";
  const [{ allowances: a, period }, range, daily, members] = await Promise.all([
    actionAllowances(ctx),
    usageInRange(ctx, { startDate: since.toISOString() }),
    dailyUsage(ctx, since),
    canSeeMembers ? companyUsage(ctx) : null,
  ]);
  const byDay = new Map(daily.map((d) => [d.date, d]));
  const days = Array.from({ length: DAYS }, (_, i) =>
    new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
  const meters = [
    { label: "AI posts", ...a.CONTENT_GENERATION },
    { label: "One-shot refinements", ...a.ONE_SHOT_REFINEMENT },
    { label: "Website analyses", ...a.WEBSITE_ANALYSIS },
    { label: "Field analyses", ...a.FIELD_ANALYSIS },
    { label: "Chat sessions", ...a.CHAT_SESSION_START },
  ];
  const actions = Object.entries(range.byAction).sort(([, x], [, y]) => y.count - x.count);
  const memberName = (m: { userName: string | null; userEmail: string | null }) =>
    m.userName ?? m.userEmail ?? "Background work";
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="AI usage"
        description="What your team's AI features used, and what your plan allows."
        actions={
          <a
            href={`/api/usage/export?startDate=${since.toISOString().slice(0, 10)}`}
            download
            className={buttonClass("secondary", "sm")}
          >
            Download CSV
          </a>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <UsageMeters
          meters={meters}
          description={`This billing period: ${day(period.start)} to ${day(new Date(period.end.getTime() - 1))} (UTC)`}
        />
        <ChartContainer
          title="AI calls per day"
          description={`Last ${DAYS} days · ${range.summary.actionsCount} calls · ${range.summary.totalTokens.toLocaleString("en-US")} tokens`}
        >
          {daily.some((d) => d.calls > 0) ? (
            <BarChart
              label="AI calls per day"
              data={days.map((d) => ({ label: d.slice(5), value: byDay.get(d)?.calls ?? 0 }))}
            />
          ) : (
            <EmptyChart>
              <EmptyState
                className="py-0"
                icon={<ChartIcon size={20} />}
                title={`No AI calls in the last ${DAYS} days`}
                description="Each day's calls show here once your team uses an AI feature: a post, a refinement, a chat or a website analysis."
              />
            </EmptyChart>
          )}
        </ChartContainer>
        <div className={members ? "grid grid-cols-1 gap-6 lg:grid-cols-2" : "grid grid-cols-1 gap-6"}>
          <ChartContainer title="By action" description={`Successful calls, last ${DAYS} days`}>
            {actions.length ? (
              <BarList
                label="Calls by action"
                items={actions.map(([action, v]) => ({
                  id: action,
                  label: (
                    <>
                      {actionLabel(action)}
                      <span className="font-normal text-zinc-400">{v.tokens.toLocaleString("en-US")} tokens</span>
                    </>
                  ),
                  value: v.count,
                }))}
              />
            ) : (
              <p className="text-sm text-zinc-500">No AI calls yet.</p>
            )}
          </ChartContainer>
          {members ? (
            <ChartContainer
              title="By member"
              description={`Cost this billing period · ${dollars(members.totalSpendCents)} in total`}
            >
              {members.userBreakdown.length ? (
                <BarList
                  label="Cost by member"
                  formatValue={dollars}
                  items={members.userBreakdown.map((m) => ({
                    id: m.userId ?? "background",
                    label: memberName(m),
                    value: m.totalCostCents,
                  }))}
                />
              ) : (
                <p className="text-sm text-zinc-500">No AI calls this billing period.</p>
              )}
            </ChartContainer>
          ) : null}
        </div>
        {members?.userBreakdown.length ? (
          <Card>
            <CardHeader title="Members' credits" description="This billing period" />
            <Table aria-label="Usage by member">
              <THead>
                <tr>
                  <TH>Member</TH>
                  <TH>Refinements</TH>
                  <TH>Website analyses</TH>
                  <TH>Field analyses</TH>
                  <TH>Chat sessions</TH>
                  <TH>Cost</TH>
                </tr>
              </THead>
              <TBody>
                {members.userBreakdown.map((m) => (
                  <TR key={m.userId ?? "background"}>
                    <TD>{memberName(m)}</TD>
                    <TD>{m.oneShotRefinement}</TD>
                    <TD>{m.websiteAnalysis}</TD>
                    <TD>{m.fieldAnalysis}</TD>
                    <TD>{m.chatSessions}</TD>
                    <TD>{dollars(m.totalCostCents)}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </Card>
        ) : null}
      </div>
    </>
  );
}
