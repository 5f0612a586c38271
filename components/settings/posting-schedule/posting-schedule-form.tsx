"use client";

import Link from "next/link";
import { useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ClockIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { errorMessage, fieldErrors } from "@/lib/api/client";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { SchedulingSettingsDTO } from "@/lib/scheduling/contracts";
import { BlackoutsEditor } from "./blackouts-editor";
import { LimitsEditor } from "./limits-editor";
import { useSaveSchedulingSettings } from "./queries";
import { formErrors, toBody, toForm, type ScheduleForm } from "./schedule-form";
import { WindowsEditor } from "./windows-editor";

/** Drops the messages of one group ("windows", "limits", "blackouts") once it is edited. */
const without = (errors: Record<string, string>, group: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith(`${group}.`)));

export function PostingScheduleForm({ settings, canEdit }: { settings: SchedulingSettingsDTO; canEdit: boolean }) {
  const toast = useToast();
  const initial = useMemo(() => toForm(settings), [settings]);
  const [form, setForm] = useState<ScheduleForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSchedulingSettings(() =>
    toast.success("Posting schedule saved", "Recommended times follow it from now on."),
  );
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const disabled = !canEdit || save.isPending;

  const edit = (group: keyof ScheduleForm, next: Partial<ScheduleForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setErrors((e) => without(e, group));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const { body, errors: local } = toBody(form, settings.timeZone);
    if (Object.keys(local).length) {
      setErrors(local);
      toast.error("Couldn't save the posting schedule", "Please fix the highlighted fields.");
      return;
    }
    save.mutate(body, {
      onError: (err) => {
        setErrors(formErrors(fieldErrors(err), form));
        toast.error("Couldn't save the posting schedule", errorMessage(err));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <p className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-[13px] text-zinc-600">
        <ClockIcon className="shrink-0 text-zinc-400" />
        <span>
          Times and days are on your company&apos;s clocks:{" "}
          <strong className="font-semibold text-zinc-900" data-testid="company-time-zone">
            {settings.timeZone}
          </strong>
          .{" "}
          <Link href="/settings/company" className="font-medium text-brand-700 hover:underline">
            Change the time zone
          </Link>
        </span>
      </p>
      <Card>
        <CardHeader
          title="Posting windows"
          description="When recommended times may fall. A network with windows of its own uses only those; with no windows at all, each network's usual peak hours are used."
        />
        <WindowsEditor
          windows={form.windows}
          onChange={(windows) => edit("windows", { windows })}
          errors={errors}
          disabled={disabled}
        />
      </Card>
      <Card>
        <CardHeader
          title="Daily limits"
          description="The most posts a day recommendations will plan per network. Leave empty for no limit."
        />
        <LimitsEditor
          limits={form.limits}
          onChange={(p: SocialPlatform, v) => edit("limits", { limits: { ...form.limits, [p]: v } })}
          errors={errors}
          disabled={disabled}
        />
      </Card>
      <Card>
        <CardHeader
          title="Blackouts"
          description="Days with no recommended times, such as holidays or a launch embargo."
        />
        <BlackoutsEditor
          blackouts={form.blackouts}
          onChange={(blackouts) => edit("blackouts", { blackouts })}
          errors={errors}
          disabled={disabled}
          timeZone={settings.timeZone}
        />
      </Card>
      {canEdit ? (
        <div className="sticky bottom-0 -mx-4 flex items-center justify-end gap-3 border-t border-zinc-200 bg-zinc-50/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          {dirty ? <span className="mr-auto text-[13px] text-zinc-500">Unsaved changes</span> : null}
          <Button
            variant="secondary"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setForm(initial);
              setErrors({});
            }}
          >
            Discard
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save schedule
          </Button>
        </div>
      ) : null}
    </form>
  );
}
