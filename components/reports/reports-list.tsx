"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { DotsIcon, PlayIcon, PlusIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { Menu } from "@/components/ui/menu";
import { PageHeader } from "@/components/ui/page-header";
import { ActionsTH, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { presetRange } from "@/lib/reports/date-presets";
import { JobStatus } from "./job-status";
import { dateTimeText, formatLabel, scheduleText, typeLabel } from "./labels";
import { exportUrl, useReportMutations, useReports, type Report } from "./queries";

const today = () => new Date().toLocaleDateString("en-CA");

/** The saved reports: what each holds, when it runs, and export it; with reports:manage also generate, edit or delete it. */
export function ReportsList({ canManage }: { canManage: boolean }) {
  const reports = useReports();
  const router = useRouter();
  const toast = useToast();
  const { generate, remove } = useReportMutations();
  const [jobs, setJobs] = useState<{ jobId: string; reportName: string }[]>([]);
  const [deleting, setDeleting] = useState<Report | null>(null);

  const start = (report: Report) =>
    generate.mutate(report.id, {
      onSuccess: ({ jobId }) => setJobs((all) => [{ jobId, reportName: report.name }, ...all]),
      onError: (err) => toast.error("Couldn't start the report", errorMessage(err)),
    });
  const actions = (report: Report) => ({
    generate: () => start(report),
    exportHref: (() => {
      const range = presetRange(report.dateRange, today());
      return exportUrl(report, range.startDate, range.endDate);
    })(),
    menu: [
      { label: "Edit", onSelect: () => router.push(`/reports/${report.id}`) },
      "separator" as const,
      { label: "Delete", destructive: true, onSelect: () => setDeleting(report) },
    ],
  });

  return (
    <div>
      <PageHeader
        title="Reports"
        description="Branded PDF, CSV and Excel reports from your analytics: make one now, or send it to your clients on a schedule."
        actions={
          canManage ? (
            <ButtonLink href="/reports/new" icon={<PlusIcon size={16} />}>
              New report
            </ButtonLink>
          ) : null
        }
      />
      {jobs.length ? (
        <section aria-label="Generations" className="mb-6">
          <ul className="flex flex-col gap-2">
            {jobs.map((j) => (
              <JobStatus
                key={j.jobId}
                jobId={j.jobId}
                reportName={j.reportName}
                onDismiss={() => setJobs((all) => all.filter((x) => x.jobId !== j.jobId))}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <ListStates
        query={reports}
        what="reports"
        isEmpty={(d) => d.length === 0}
        empty={
          <Card>
            <EmptyState
              title="No reports yet"
              description="Pick the figures, networks and accounts once; Reach makes the file whenever you need it or e-mails it on a schedule."
              action={canManage ? <ButtonLink href="/reports/new">Create your first report</ButtonLink> : undefined}
            />
          </Card>
        }
      >
        {(data) => (
          <>
            <Card className="hidden md:block">
              <Table aria-label="Reports">
                <THead>
                  <TR>
                    <TH>Name</TH>
                    <TH>Type</TH>
                    <TH>Schedule</TH>
                    <TH>Format</TH>
                    <TH className="text-right">Recipients</TH>
                    <TH>Last run</TH>
                    <ActionsTH />
                  </TR>
                </THead>
                <TBody>
                  {data.map((r) => {
                    const a = actions(r);
                    return (
                      <TR key={r.id} data-testid="report-row">
                        <TD className="max-w-64">
                          {canManage ? (
                            <Link
                              href={`/reports/${r.id}`}
                              className="block truncate font-medium text-zinc-900 hover:text-brand-700"
                            >
                              {r.name}
                            </Link>
                          ) : (
                            <span className="block truncate font-medium text-zinc-900">{r.name}</span>
                          )}
                          {!r.isActive ? <Badge className="mt-1">Paused</Badge> : null}
                        </TD>
                        <TD>{typeLabel(r.reportType)}</TD>
                        <TD className="whitespace-nowrap">{scheduleText(r.schedule)}</TD>
                        <TD>
                          <Badge tone="brand">{r.format.toUpperCase()}</Badge>
                        </TD>
                        <TD className="text-right tabular-nums">{r.recipients.length}</TD>
                        <TD className="whitespace-nowrap text-zinc-500">
                          {r.lastGeneratedAt ? dateTimeText(r.lastGeneratedAt) : "Never"}
                        </TD>
                        <TD>
                          <div className="flex items-center justify-end gap-2">
                            {canManage ? (
                              <Button
                                size="sm"
                                variant="secondary"
                                icon={<PlayIcon size={14} />}
                                onClick={a.generate}
                                aria-label={`Generate ${r.name} now`}
                              >
                                Generate now
                              </Button>
                            ) : null}
                            <a
                              href={a.exportHref}
                              download
                              className={buttonClass("ghost", "sm")}
                              aria-label={`Export ${r.name}`}
                            >
                              Export
                            </a>
                            {canManage ? (
                              <Menu
                                label={`More actions for ${r.name}`}
                                trigger={<DotsIcon size={16} />}
                                items={a.menu}
                                variant="ghost"
                                size="icon"
                              />
                            ) : null}
                          </div>
                        </TD>
                      </TR>
                    );
                  })}
                </TBody>
              </Table>
            </Card>
            <ul className="flex flex-col gap-3 md:hidden" aria-label="Reports">
              {data.map((r) => {
                const a = actions(r);
                return (
                  <li
                    key={r.id}
                    className="rounded-xl border border-zinc-200 bg-white p-4 shadow-card"
                    data-testid="report-card"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        {canManage ? (
                          <Link href={`/reports/${r.id}`} className="block truncate font-medium text-zinc-900">
                            {r.name}
                          </Link>
                        ) : (
                          <span className="block truncate font-medium text-zinc-900">{r.name}</span>
                        )}
                        <p className="mt-0.5 text-xs text-zinc-500">
                          {typeLabel(r.reportType)} · {formatLabel(r.format)}
                        </p>
                      </div>
                      {canManage ? (
                        <Menu
                          label={`More actions for ${r.name}`}
                          trigger={<DotsIcon size={16} />}
                          items={a.menu}
                          variant="ghost"
                          size="icon"
                        />
                      ) : null}
                    </div>
                    <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
                      <div>
                        <dt className="text-zinc-500">Schedule</dt>
                        <dd className="text-zinc-800">{scheduleText(r.schedule)}</dd>
                      </div>
                      <div>
                        <dt className="text-zinc-500">Recipients</dt>
                        <dd className="text-zinc-800">{r.recipients.length}</dd>
                      </div>
                      <div className="col-span-2">
                        <dt className="text-zinc-500">Last run</dt>
                        <dd className="text-zinc-800">
                          {r.lastGeneratedAt ? dateTimeText(r.lastGeneratedAt) : "Never"}
                        </dd>
                      </div>
                    </dl>
                    <div className="mt-3 flex gap-2">
                      {canManage ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={<PlayIcon size={14} />}
                          onClick={a.generate}
                          className="flex-1"
                        >
                          Generate now
                        </Button>
                      ) : null}
                      <a href={a.exportHref} download className={buttonClass("ghost", "sm", "flex-1")}>
                        Export
                      </a>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete "${deleting?.name ?? ""}"?`}
        description="It stops running on its schedule and leaves the list. Files already sent stay with their recipients."
        confirmLabel="Delete report"
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success("Report deleted");
              setDeleting(null);
            },
            onError: (err) => toast.error("Couldn't delete the report", errorMessage(err)),
          })
        }
      />
    </div>
  );
}
