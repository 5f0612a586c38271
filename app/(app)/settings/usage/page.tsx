import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { BarChart, ChartContainer } from "@/components/ui/chart";
import { Card, CardHeader } from "@/components/ui/card";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { UsageMeters } from "@/components/usage/usage-meters";
import { currentShellUser, currentTenantCtx } from "@/lib/auth/session";
import { actionAllowances } from "@/lib/usage/allowances";
import { companyUsage } from "@/lib/usage/company-usage";
import { dailyUsage } from "@/lib/usage/daily-usage";
import { usageInRange } from "@/lib/usage/history";

export const metadata: Metadata = { title: "AI usage" };

const DAYS = 30;
const cents = (c: number) => `$${(c / 100).toFixed(c < 100 ? 4 : 2)}`;

export default async function UsagePage() {
  const [ctx, user] = await Promise.all([currentTenantCtx(), currentShellUser()]);
  const since = new Date(Date.now() - (DAYS - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const canSeeMembers = user.roleName === "owner" || user.roleName === "admin";
  const [{ allowances: a }, range, daily, members] = await Promise.all([
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
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="AI usage"
        description="What your team's AI features used, and what your plan allows."
      />
      <div className="grid grid-cols-1 gap-6">
        <UsageMeters meters={meters} />
        <ChartContainer
          title="AI calls per day"
          description={`Last ${DAYS} days · ${range.summary.actionsCount} calls · ${range.summary.totalTokens.toLocaleString("en-US")} tokens`}
        >
          <BarChart
            label="AI calls per day"
            data={days.map((d) => ({ label: d.slice(5), value: byDay.get(d)?.calls ?? 0 }))}
          />
        </ChartContainer>
        <Card>
          <CardHeader title="By action" description={`Last ${DAYS} days`} />
          <Table aria-label="Usage by action">
            <THead>
              <tr>
                <TH>Action</TH>
                <TH>Calls</TH>
                <TH>Tokens</TH>
              </tr>
            </THead>
            <TBody>
              {Object.entries(range.byAction).map(([action, v]) => (
                <TR key={action}>
                  <TD className="font-mono text-xs">{action}</TD>
                  <TD>{v.count}</TD>
                  <TD>{v.tokens.toLocaleString("en-US")}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
          {Object.keys(range.byAction).length === 0 ? (
            <p className="p-5 text-sm text-zinc-500">No AI calls yet.</p>
          ) : null}
        </Card>
        {members ? (
          <Card>
            <CardHeader
              title="By member"
              description={`This billing period · ${cents(members.totalSpendCents)} in total`}
            />
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
                    <TD>{m.userName ?? m.userEmail ?? "Background work"}</TD>
                    <TD>{m.oneShotRefinement}</TD>
                    <TD>{m.websiteAnalysis}</TD>
                    <TD>{m.fieldAnalysis}</TD>
                    <TD>{m.chatSessions}</TD>
                    <TD>{cents(m.totalCostCents)}</TD>
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
