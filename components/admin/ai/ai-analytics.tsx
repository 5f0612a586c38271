"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { BarList } from "@/components/analytics/bar-list";
import { EmptyChart } from "@/components/dashboard/empty-chart";
import { Badge } from "@/components/ui/badge";
import { BarChart, ChartContainer } from "@/components/ui/chart";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { ChartIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Select } from "@/components/ui/select";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { actionName, dollars } from "@/components/usage/action-labels";
import { EntityPicker, type SearchResult } from "../entity-picker";
import { aiKeys } from "./queries";

type Dimension = "model" | "provider" | "task";
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function Stat({ label, value, small }: { label: string; value: string; small?: boolean }) {
  const text = (
    <>
      <p className="text-xs font-medium uppercase tracking-wide text-zinc-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-zinc-900">{value}</p>
    </>
  );
  return small ? <div className="rounded-lg bg-zinc-50 p-4">{text}</div> : <Card className="p-5">{text}</Card>;
}

/** Every company's AI calls: totals, spend per day, and a breakdown by model, provider or task. */
export function AiAnalytics() {
  const [range, setRange] = useState({
    startDate: isoDay(new Date(Date.now() - 29 * 86_400_000)),
    endDate: isoDay(new Date()),
  });
  const [dimension, setDimension] = useState<Dimension>("model");
  const summary = useQuery({
    queryKey: aiKeys.analytics({ ...range, kind: "summary" }),
    queryFn: ({ signal }) => apiRequest(contracts.getAiAnalyticsSummary, { query: range, signal }),
  });
  const byDimension = useQuery({
    queryKey: aiKeys.analytics({ ...range, dimension }),
    queryFn: ({ signal }) =>
      apiRequest(contracts.getAiAnalyticsByDimension, { query: { ...range, dimension }, signal }),
  });
  const days = Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000) + 1;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap gap-4">
        {/* The other end follows a date picked past it, so the range never runs backwards. */}
        <Field label="From">
          <Input
            type="date"
            value={range.startDate}
            max={range.endDate}
            onChange={(e) =>
              e.target.value &&
              setRange({
                startDate: e.target.value,
                endDate: e.target.value > range.endDate ? e.target.value : range.endDate,
              })
            }
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            value={range.endDate}
            min={range.startDate}
            onChange={(e) =>
              e.target.value &&
              setRange({
                startDate: e.target.value < range.startDate ? e.target.value : range.startDate,
                endDate: e.target.value,
              })
            }
          />
        </Field>
      </div>
      <ListStates query={summary} what="AI analytics" isEmpty={() => false} empty={null}>
        {(s) => {
          const byDay = new Map(s.daily.map((d) => [d.date, d]));
          const series = Array.from({ length: Math.max(1, Math.min(days, 366)) }, (_, i) =>
            isoDay(new Date(Date.parse(range.startDate) + i * 86_400_000)),
          );
          return (
            <>
              <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
                <Stat label="Text calls" value={s.textGeneration.calls.toLocaleString("en-US")} />
                <Stat label="Tokens" value={s.textGeneration.tokens.toLocaleString("en-US")} />
                <Stat label="Images" value={s.imageGeneration.calls.toLocaleString("en-US")} />
                <Stat label="Spend" value={dollars(s.totalCostCents)} />
              </div>
              <ChartContainer title="AI calls per day" description="Successful calls of every company">
                {s.daily.some((d) => d.calls > 0) ? (
                  <BarChart
                    label="AI calls per day"
                    data={series.map((d) => ({ label: d.slice(5), value: byDay.get(d)?.calls ?? 0 }))}
                  />
                ) : (
                  <EmptyChart>
                    <EmptyState
                      className="py-0"
                      icon={<ChartIcon size={20} />}
                      title="No AI calls in this range"
                      description="Pick earlier dates, or come back once companies use their AI features."
                    />
                  </EmptyChart>
                )}
              </ChartContainer>
            </>
          );
        }}
      </ListStates>
      <Card>
        <CardHeader
          title="Breakdown"
          actions={
            <Select aria-label="Group by" value={dimension} onChange={(e) => setDimension(e.target.value as Dimension)}>
              <option value="model">By model</option>
              <option value="provider">By provider</option>
              <option value="task">By task</option>
            </Select>
          }
        />
        <ListStates
          query={byDimension}
          what="the breakdown"
          isEmpty={(rows) => rows.length === 0}
          empty={<p className="p-5 text-sm text-zinc-500">No AI calls in this range.</p>}
        >
          {(rows) => (
            <>
              <div className="px-5 pb-2 pt-5">
                <BarList
                  label={`Cost by ${dimension}`}
                  formatValue={dollars}
                  items={rows.map((r) => ({
                    id: r.key,
                    label: (
                      <>
                        <span className="truncate font-mono text-xs">{r.key}</span>
                        <span className="font-normal text-zinc-400">{r.count.toLocaleString("en-US")} calls</span>
                      </>
                    ),
                    value: r.costCents,
                  }))}
                />
              </div>
              <Table aria-label={`AI calls by ${dimension}`}>
                <THead>
                  <tr>
                    <TH className="capitalize">{dimension}</TH>
                    <TH>Calls</TH>
                    <TH>Tokens</TH>
                    <TH>Avg latency</TH>
                    <TH>Cost</TH>
                  </tr>
                </THead>
                <TBody>
                  {rows.map((r) => (
                    <TR key={r.key}>
                      <TD className="whitespace-nowrap font-mono text-xs">{r.key}</TD>
                      <TD>{r.count}</TD>
                      <TD>{r.tokens.toLocaleString("en-US")}</TD>
                      <TD>{r.avgLatency} ms</TD>
                      <TD>{dollars(r.costCents)}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            </>
          )}
        </ListStates>
      </Card>
      <CompanyAnalytics />
    </div>
  );
}

/** One company's calls of all time and its latest 50, the company found by name or id. */
function CompanyAnalytics() {
  const [company, setCompany] = useState<SearchResult | null>(null);
  const query = useQuery({
    queryKey: aiKeys.analytics({ companyId: company?.id }),
    queryFn: ({ signal }) =>
      apiRequest(contracts.getCompanyAiAnalytics, { params: { companyId: company!.id }, signal }),
    enabled: company !== null,
  });
  return (
    <Card>
      <CardHeader
        title="One company"
        description={company ? `${company.label} · all time` : "A company's AI calls and its latest 50"}
      />
      <div className="grid gap-5 p-5">
        <div className="max-w-md">
          <EntityPicker kind="companies" label="Find a company" onPick={setCompany} />
        </div>
        {company ? (
          <ListStates query={query} what="the company's AI calls" isEmpty={() => false} empty={null}>
            {({ stats, recentLogs }) => (
              <>
                <div className="grid gap-3 sm:grid-cols-3">
                  <Stat small label="Calls" value={stats.calls.toLocaleString("en-US")} />
                  <Stat small label="Tokens" value={stats.tokens.toLocaleString("en-US")} />
                  <Stat small label="Spend" value={dollars(stats.costCents)} />
                </div>
                {recentLogs.length ? (
                  <Table aria-label={`Latest AI calls of ${company.label}`}>
                    <THead>
                      <tr>
                        <TH>When</TH>
                        <TH>Action</TH>
                        <TH>Model</TH>
                        <TH>Tokens</TH>
                        <TH>Latency</TH>
                        <TH>Cost</TH>
                        <TH>Outcome</TH>
                      </tr>
                    </THead>
                    <TBody>
                      {recentLogs.map((l) => (
                        <TR key={l.id}>
                          <TD className="whitespace-nowrap text-xs text-zinc-500">
                            {new Date(l.createdAt).toISOString().slice(0, 16).replace("T", " ")}
                          </TD>
                          <TD className="whitespace-nowrap">{actionName(l.actionType)}</TD>
                          <TD className="whitespace-nowrap font-mono text-xs">
                            {l.model}
                            {l.variant ? <span className="text-zinc-400"> · variant {l.variant}</span> : null}
                          </TD>
                          <TD className="tabular-nums">{l.totalTokens.toLocaleString("en-US")}</TD>
                          <TD className="tabular-nums">{l.latencyMs} ms</TD>
                          <TD className="tabular-nums">{dollars(l.costCents)}</TD>
                          <TD>
                            {!l.success ? (
                              <Badge tone="danger">Failed</Badge>
                            ) : l.cached ? (
                              <Badge tone="neutral">Cached</Badge>
                            ) : (
                              <Badge tone="success">OK</Badge>
                            )}
                          </TD>
                        </TR>
                      ))}
                    </TBody>
                  </Table>
                ) : (
                  <p className="text-sm text-zinc-500">This company has made no AI calls.</p>
                )}
              </>
            )}
          </ListStates>
        ) : null}
      </div>
    </Card>
  );
}
