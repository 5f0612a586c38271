"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatDateTime, fromDateTimeLocal, toDateTimeLocal } from "@/components/content/datetime";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { resumeCampaign, type Campaign } from "@/lib/campaigns/contracts";
import type { EndDateAction, ResumeStrategy } from "@/lib/campaigns/reschedule";
import { errorFor } from "./field-errors";
import { campaignKeys } from "./queries";
import { plural } from "@/lib/format/plural";

const DAY_MS = 86_400_000;

function pausedDays(pausedAt: string | null): number {
  return pausedAt ? Math.max(0, (Date.now() - new Date(pausedAt).getTime()) / DAY_MS) : 0;
}

function strategies(days: number): Array<{ id: ResumeStrategy; title: string; description: string }> {
  const weeks = Math.max(1, Math.ceil(days / 7));
  const pause = days < 1 ? "less than a day" : `about ${plural(Math.round(days), "day")}`;
  return [
    {
      id: "shift_weekday",
      title: "Shift, keeping weekdays",
      description: `Move every scheduled post later by whole weeks (${plural(weeks, "week")}), so a Tuesday post stays on a Tuesday at the same time.`,
    },
    {
      id: "shift_calendar",
      title: "Shift by the pause",
      description: `Move every scheduled post later by exactly how long the campaign was paused (${pause}).`,
    },
    {
      id: "keep_original",
      title: "Keep original dates",
      description:
        "Leave the schedule as it is. Posts whose time passed during the pause go back to drafts instead of publishing late.",
    },
    {
      id: "cancel",
      title: "Cancel remaining posts",
      description: "Cancel every scheduled post of this campaign. Reschedule the ones you still want by hand.",
    },
  ];
}

function Choice({
  name,
  checked,
  onChange,
  title,
  description,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  description?: string;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500",
        checked ? "border-brand-400 bg-brand-50/60 ring-1 ring-brand-400" : "border-zinc-200 hover:border-zinc-300",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <span className="flex flex-col gap-0.5">
        <span className="text-sm font-medium text-zinc-900">{title}</span>
        {description ? <span className="text-[13px] leading-snug text-zinc-500">{description}</span> : null}
      </span>
    </label>
  );
}

export function ResumeDialog({ campaign, open, onClose }: { campaign: Campaign; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [strategy, setStrategy] = useState<ResumeStrategy>("shift_calendar");
  const [endDateAction, setEndDateAction] = useState<EndDateAction>("keep");
  const [newEndDate, setNewEndDate] = useState(toDateTimeLocal(campaign.endsAt));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const days = pausedDays(campaign.pausedAt);

  const resume = useMutation({
    mutationFn: () =>
      apiRequest(resumeCampaign, {
        params: { id: campaign.id },
        body: {
          strategy,
          endDateAction,
          newEndDate: endDateAction === "set" ? (fromDateTimeLocal(newEndDate) ?? undefined) : undefined,
        },
      }),
    onSuccess: (updated) => {
      toast.success(
        "Campaign resumed",
        updated.endsAt ? `Now running until ${formatDate(updated.endsAt)}.` : "It's active again.",
      );
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      onClose();
    },
    onError: (err) => {
      setErrors(fieldErrors(err));
      if (!Object.keys(fieldErrors(err)).length) toast.error("Couldn't resume the campaign", errorMessage(err));
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="max-w-xl"
      title="Resume campaign"
      description={
        campaign.pausedAt
          ? `Paused since ${formatDateTime(campaign.pausedAt)}. Choose what happens to the posts that were scheduled.`
          : "Choose what happens to the posts that were scheduled."
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={resume.isPending}>
            Cancel
          </Button>
          <Button onClick={() => resume.mutate()} loading={resume.isPending}>
            Resume campaign
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-[13px] font-medium text-zinc-800">Scheduled posts</legend>
          {strategies(days).map((s) => (
            <Choice
              key={s.id}
              name="strategy"
              checked={strategy === s.id}
              onChange={() => setStrategy(s.id)}
              title={s.title}
              description={s.description}
            />
          ))}
          {errorFor(errors, "strategy") ? (
            <p className="text-xs font-medium text-red-600">{errorFor(errors, "strategy")}</p>
          ) : null}
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-[13px] font-medium text-zinc-800">End date</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            <Choice
              name="end"
              checked={endDateAction === "keep"}
              onChange={() => setEndDateAction("keep")}
              title="Keep"
              description={formatDate(campaign.endsAt, "No end date")}
            />
            <Choice
              name="end"
              checked={endDateAction === "extend"}
              onChange={() => setEndDateAction("extend")}
              title="Extend"
              description="Later by the pause"
            />
            <Choice
              name="end"
              checked={endDateAction === "set"}
              onChange={() => setEndDateAction("set")}
              title="Set a date"
              description="Pick a new end"
            />
          </div>
          {endDateAction === "set" ? (
            <Field label="New end date" error={errorFor(errors, "newEndDate")} className="mt-2">
              <Input type="datetime-local" value={newEndDate} onChange={(e) => setNewEndDate(e.target.value)} />
            </Field>
          ) : null}
        </fieldset>
      </div>
    </Dialog>
  );
}
