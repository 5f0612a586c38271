"use client";

import { useState } from "react";
import { BarChart, ChartContainer } from "@/components/ui/chart";
import { Card, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useAnalytics } from "./queries";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const PRESETS = [
  { id: "7", label: "Last 7 days" },
  { id: "30", label: "Last 30 days" },
  { id: "90", label: "Last 90 days" },
  { id: "custom", label: "Custom range" },
];

const percent = (rate: number | null) => (rate === null ? "n/a" : `${(rate * 100).toFixed(1)}%`);

export function AnalyticsPanel({ slug }: { slug: string }) {
  const today = isoDay(Date.now());
  const [preset, setPreset] = useState("30");
  const [custom, setCustom] = useState({ startDate: isoDay(Date.now() - 29 * DAY), endDate: today });
  const range =
    preset === "custom" ? custom : { startDate: isoDay(Date.now() - (Number(preset) - 1) * DAY), endDate: today };
  const analytics = useAnalytics(slug, range.startDate, range.endDate);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Range" className="w-48">
          <Select value={preset} onChange={(e) => setPreset(e.target.value)}>
            {PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        {preset === "custom" ? (
          <>
            <Field label="From" className="w-44">
              <Input
                type="date"
                value={custom.startDate}
                max={custom.endDate}
                onChange={(e) => setCustom({ ...custom, startDate: e.target.value })}
              />
            </Field>
            <Field label="To" className="w-44">
              <Input
                type="date"
                value={custom.endDate}
                min={custom.startDate}
                max={today}
                onChange={(e) => setCustom({ ...custom, endDate: e.target.value })}
              />
            </Field>
          </>
        ) : null}
      </div>
      {analytics.isPending ? (
        <SkeletonRows rows={4} label="Loading analytics" />
      ) : analytics.isError ? (
        <ErrorState error={analytics.error} onRetry={() => analytics.refetch()} title="Couldn't load analytics" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals">
            {[
              ["Views", analytics.data.totals.views.toLocaleString()],
              ["Clicks", analytics.data.totals.clicks.toLocaleString()],
              ["Unique visitors", analytics.data.totals.uniqueVisitors.toLocaleString()],
              ["Click-through rate", percent(analytics.data.totals.clickThroughRate)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-card">
                <dt className="text-[13px] text-zinc-500">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums text-zinc-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartContainer title="Views per day" description="Bots left out">
              <BarChart
                label="Views per day"
                data={analytics.data.days.map((d) => ({ label: d.date.slice(5), value: d.views }))}
              />
            </ChartContainer>
            <ChartContainer title="Clicks per day" description="Bots left out">
              <BarChart
                label="Clicks per day"
                data={analytics.data.days.map((d) => ({ label: d.date.slice(5), value: d.clicks }))}
              />
            </ChartContainer>
          </div>
          <Card>
            <CardHeader title="Links" description="Clicks per link in this range" />
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-zinc-500">
                <tr>
                  <th className="px-5 py-2 font-medium">Link</th>
                  <th className="px-5 py-2 text-right font-medium">Clicks</th>
                  <th className="px-5 py-2 text-right font-medium">Unique</th>
                  <th className="px-5 py-2 text-right font-medium">CTR</th>
                </tr>
              </thead>
              <tbody>
                {analytics.data.links.map((l) => (
                  <tr key={l.linkId} className="border-t border-zinc-100">
                    <td className="px-5 py-2">
                      <span className="font-medium text-zinc-900">{l.title}</span>
                      <span className="block truncate text-xs text-zinc-400">{l.url}</span>
                    </td>
                    <td className="px-5 py-2 text-right tabular-nums" data-testid={`clicks-${l.title}`}>
                      {l.clicks}
                    </td>
                    <td className="px-5 py-2 text-right tabular-nums">{l.uniqueClicks}</td>
                    <td className="px-5 py-2 text-right tabular-nums">{percent(l.clickThroughRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <div className="grid gap-4 md:grid-cols-3">
            <TopList title="Top referrers" rows={analytics.data.referrers.map((r) => [r.referrer, r.count])} />
            <TopList title="Countries" rows={analytics.data.countries.map((r) => [r.country, r.count])} />
            <TopList title="Devices" rows={analytics.data.devices.map((r) => [r.device, r.count])} />
          </div>
        </>
      )}
    </div>
  );
}

function TopList({ title, rows }: { title: string; rows: [string, number][] }) {
  const max = Math.max(1, ...rows.map(([, n]) => n));
  return (
    <Card>
      <CardHeader title={title} description="Of page views" />
      {rows.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-zinc-400">No views in this range.</p>
      ) : (
        <ul className="flex flex-col gap-2 px-5 pb-5">
          {rows.map(([label, count]) => (
            <li key={label} className="text-sm">
              <div className="flex justify-between">
                <span className="truncate text-zinc-700">{label}</span>
                <span className="tabular-nums text-zinc-500">{count}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-zinc-100">
                <div className="h-1.5 rounded-full bg-brand-500" style={{ width: `${(count / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
