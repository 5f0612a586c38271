"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { BarChart, ChartContainer } from "@/components/ui/chart";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Select } from "@/components/ui/select";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { aiKeys } from "./queries";

type Dimension = "model" | "provider" | "task";
const cents = (c: number) => `$${(c / 100).toFixed(c < 100 ? 4 : 2)}`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-5">
      <p className="text-xs font-medium uppercase tracking-wide text-zinc-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-zinc-900">{value}</p>
    </Card>
  );
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
        <Field label="From">
          <Input
            type="date"
            value={range.startDate}
            onChange={(e) => e.target.value && setRange({ ...range, startDate: e.target.value })}
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            value={range.endDate}
            onChange={(e) => e.target.value && setRange({ ...range, endDate: e.target.value })}
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
              <div className="grid gap-4 sm:grid-cols-4">
                <Stat label="Text calls" value={s.textGeneration.calls.toLocaleString("en-US")} />
                <Stat label="Tokens" value={s.textGeneration.tokens.toLocaleString("en-US")} />
                <Stat label="Images" value={s.imageGeneration.calls.toLocaleString("en-US")} />
                <Stat label="Spend" value={cents(s.totalCostCents)} />
              </div>
              <ChartContainer title="AI calls per day" description="Successful calls of every company">
                <BarChart
                  label="AI calls per day"
                  data={series.map((d) => ({ label: d.slice(5), value: byDay.get(d)?.calls ?? 0 }))}
                />
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
          what="breakdown"
          isEmpty={(rows) => rows.length === 0}
          empty={<p className="p-5 text-sm text-zinc-500">No AI calls in this range.</p>}
        >
          {(rows) => (
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
                    <TD className="font-mono text-xs">{r.key}</TD>
                    <TD>{r.count}</TD>
                    <TD>{r.tokens.toLocaleString("en-US")}</TD>
                    <TD>{r.avgLatency} ms</TD>
                    <TD>{cents(r.costCents)}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </ListStates>
      </Card>
    </div>
  );
}
