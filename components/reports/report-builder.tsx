"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { useCampaignOptions } from "@/components/campaigns/queries";
import { useSocialAccounts } from "@/components/social/queries";
import { errorMessage, fieldErrors } from "@/lib/api/client";
import { platformLabel } from "@/lib/content/platforms";
import {
  DATE_PRESETS,
  METRIC_LABELS,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_METRICS,
  REPORT_TYPES,
} from "@/lib/reports/values";
import { FORMAT_LABELS, FREQUENCY_LABELS, PRESET_LABELS, TYPE_HINTS, TYPE_LABELS, WEEKDAYS } from "./labels";
import { useReportMutations, type Report } from "./queries";
import { badRecipients, bodyOf, EMPTY_FORM, formOf, previewOf, recipientList, type ReportForm } from "./report-form";
import { ReportPreview } from "./report-preview";
import { plural } from "@/lib/format/plural";

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same contents does not restart the wait.
  }, [key, ms]);
  return settled;
}

/** The message of a field, or of its first entry ("recipients.2"). */
const messageOf = (errors: Record<string, string>, field: string) =>
  errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

/** Create or edit a report: settings on the left, the numbers they give on the right. */
export function ReportBuilder({ report }: { report?: Report }) {
  const router = useRouter();
  const toast = useToast();
  const { create, update } = useReportMutations();
  const accounts = useSocialAccounts();
  const campaigns = useCampaignOptions();
  const [form, setForm] = useState<ReportForm>(() => (report ? formOf(report) : EMPTY_FORM));
  const { errors, setErrors, clear } = useFieldErrors();
  const save = report ? update : create;
  const preview = previewOf(useSettled(form, 400));

  const set = <K extends keyof ReportForm>(key: K, value: ReportForm[K], errorKey: string = key) => {
    setForm((f) => ({ ...f, [key]: value }));
    clear(errorKey);
  };
  const toggle = (key: "metrics" | "socialAccountIds", value: string) =>
    set(
      key,
      (form[key] as string[]).includes(value)
        ? (form[key] as string[]).filter((v) => v !== value)
        : ([...form[key], value] as never),
    );

  const submit = () => {
    const invalid = badRecipients(form.recipients);
    if (invalid.length)
      return setErrors({
        recipients: `${invalid.map((e) => `"${e}"`).join(", ")} ${invalid.length === 1 ? "is not an e-mail address" : "are not e-mail addresses"}`,
      });
    const body = bodyOf(form);
    const onError = (err: unknown) => setErrors(fieldErrors(err));
    const onSuccess = (saved: Report) => {
      toast.success(report ? "Report saved" : "Report created", saved.name);
      router.push("/reports");
    };
    if (report) update.mutate({ id: report.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const generalError = save.isError && !Object.keys(errors).length ? errorMessage(save.error) : undefined;
  const recipientCount = recipientList(form.recipients).length;

  return (
    <div>
      <PageHeader
        eyebrow={
          <ButtonLink
            href="/reports"
            variant="ghost"
            size="sm"
            icon={<ArrowLeftIcon size={14} />}
            className="-ml-2 normal-case tracking-normal"
          >
            Reports
          </ButtonLink>
        }
        title={report ? `Edit ${report.name}` : "New report"}
        description="Choose what the report shows and who gets it. The preview shows the numbers the file will carry."
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:items-start"
      >
        <div className="flex min-w-0 flex-col gap-6">
          {generalError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700">
              {generalError}
            </p>
          ) : null}
          <Card>
            <CardHeader title="Report" />
            <CardBody className="flex flex-col gap-4">
              <Field label="Name" error={errors.name}>
                <Input
                  value={form.name}
                  maxLength={200}
                  placeholder="e.g. Monthly social results"
                  onChange={(e) => set("name", e.target.value)}
                />
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Type" hint={TYPE_HINTS[form.reportType]} error={errors.reportType}>
                  <Select
                    value={form.reportType}
                    onChange={(e) => set("reportType", e.target.value as ReportForm["reportType"])}
                  >
                    {REPORT_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {TYPE_LABELS[t]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label="Date range" error={messageOf(errors, "dateRange")}>
                  <Select
                    value={form.preset}
                    onChange={(e) => set("preset", e.target.value as ReportForm["preset"], "dateRange")}
                  >
                    {DATE_PRESETS.map((p) => (
                      <option key={p} value={p}>
                        {PRESET_LABELS[p]}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
              {form.preset === "custom" ? (
                <div className="grid grid-cols-2 gap-4">
                  <Field label="From" error={errors["dateRange.startDate"]}>
                    <Input
                      type="date"
                      value={form.startDate}
                      onChange={(e) => set("startDate", e.target.value, "dateRange.startDate")}
                    />
                  </Field>
                  <Field label="To" error={errors["dateRange.endDate"]}>
                    <Input
                      type="date"
                      value={form.endDate}
                      onChange={(e) => set("endDate", e.target.value, "dateRange.endDate")}
                    />
                  </Field>
                </div>
              ) : null}
              <Field label="Format" error={errors.format}>
                <div role="radiogroup" aria-label="Format" className="grid grid-cols-3 gap-2">
                  {REPORT_FORMATS.map((f) => (
                    <label
                      key={f}
                      className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm font-medium text-zinc-700 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-700"
                    >
                      <input
                        type="radio"
                        name="format"
                        value={f}
                        checked={form.format === f}
                        onChange={() => set("format", f)}
                        className="sr-only"
                      />
                      {FORMAT_LABELS[f]}
                    </label>
                  ))}
                </div>
              </Field>
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              title="What it shows"
              description="Figures, accounts and campaign: the file carries these only."
            />
            <CardBody className="flex flex-col gap-5">
              <fieldset>
                <legend className="text-[13px] font-medium text-zinc-800">Metrics</legend>
                <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
                  {REPORT_METRICS.map((m) => (
                    <Checkbox
                      key={m}
                      label={METRIC_LABELS[m]}
                      checked={form.metrics.includes(m)}
                      onChange={() => toggle("metrics", m)}
                    />
                  ))}
                </div>
                {messageOf(errors, "metrics") ? (
                  <p role="alert" className="mt-2 text-xs font-medium text-red-600">
                    Metrics {messageOf(errors, "metrics")}
                  </p>
                ) : null}
              </fieldset>
              <fieldset>
                <legend className="text-[13px] font-medium text-zinc-800">Accounts</legend>
                <p className="text-xs text-zinc-500">None chosen: every connected account.</p>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  {accounts.isPending ? <p className="text-xs text-zinc-500">Loading accounts…</p> : null}
                  {accounts.isError ? (
                    <p className="text-xs text-red-600">
                      Couldn&apos;t load the accounts: {errorMessage(accounts.error)}
                    </p>
                  ) : null}
                  {accounts.data?.length === 0 ? (
                    <p className="text-xs text-zinc-500">No connected accounts yet.</p>
                  ) : null}
                  {accounts.data?.map((a) => (
                    <Checkbox
                      key={a.id}
                      label={a.displayName || a.username}
                      description={platformLabel(a.platform)}
                      checked={form.socialAccountIds.includes(a.id)}
                      onChange={() => toggle("socialAccountIds", a.id)}
                    />
                  ))}
                </div>
                {messageOf(errors, "socialAccountIds") ? (
                  <p role="alert" className="mt-2 text-xs font-medium text-red-600">
                    Accounts {messageOf(errors, "socialAccountIds")}
                  </p>
                ) : null}
              </fieldset>
              <Field
                label="Campaign"
                aside="Optional"
                hint="Only this campaign's posts; followers and reach stay account-wide."
                error={errors.campaignId}
              >
                <Select value={form.campaignId} onChange={(e) => set("campaignId", e.target.value)}>
                  <option value="">Every post</option>
                  {campaigns.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </Field>
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              title="Schedule and delivery"
              description="Scheduled reports run in your company's time zone and are e-mailed with the file attached."
            />
            <CardBody className="flex flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label="Repeat" error={messageOf(errors, "schedule")}>
                  <Select
                    value={form.frequency}
                    onChange={(e) => set("frequency", e.target.value as ReportForm["frequency"], "schedule")}
                  >
                    <option value="">On demand only</option>
                    {REPORT_FREQUENCIES.map((f) => (
                      <option key={f} value={f}>
                        {FREQUENCY_LABELS[f]}
                      </option>
                    ))}
                  </Select>
                </Field>
                {form.frequency === "weekly" ? (
                  <Field label="Day" error={errors["schedule.dayOfWeek"]}>
                    <Select
                      value={form.dayOfWeek}
                      onChange={(e) => set("dayOfWeek", Number(e.target.value), "schedule.dayOfWeek")}
                    >
                      {WEEKDAYS.map((d, i) => (
                        <option key={d} value={i}>
                          {d}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ) : null}
                {form.frequency === "monthly" ? (
                  <Field label="Day of the month" error={errors["schedule.dayOfMonth"]}>
                    <Select
                      value={form.dayOfMonth}
                      onChange={(e) => set("dayOfMonth", Number(e.target.value), "schedule.dayOfMonth")}
                    >
                      {Array.from({ length: 28 }, (_, i) => (
                        <option key={i + 1} value={i + 1}>
                          {i + 1}
                        </option>
                      ))}
                    </Select>
                  </Field>
                ) : null}
                {form.frequency ? (
                  <Field label="Time" error={errors["schedule.time"]}>
                    <Input
                      type="time"
                      value={form.time}
                      onChange={(e) => set("time", e.target.value, "schedule.time")}
                    />
                  </Field>
                ) : null}
              </div>
              <Field
                label="Recipients"
                aside={recipientCount ? plural(recipientCount, "address", "addresses") : "Optional"}
                hint="E-mail addresses, separated by commas or new lines. Each gets the file when a report is made."
                error={messageOf(errors, "recipients")}
              >
                <Textarea
                  value={form.recipients}
                  rows={2}
                  placeholder="client@example.com, manager@example.com"
                  onChange={(e) => set("recipients", e.target.value)}
                />
              </Field>
              <Checkbox
                label="Active"
                description="Paused reports keep their settings but do not run on their schedule."
                checked={form.isActive}
                onChange={(e) => set("isActive", e.target.checked)}
              />
            </CardBody>
          </Card>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ButtonLink href="/reports" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={save.isPending}>
              {report ? "Save report" : "Create report"}
            </Button>
          </div>
        </div>
        <ReportPreview input={preview.input} blocked={preview.blocked} />
      </form>
    </div>
  );
}
