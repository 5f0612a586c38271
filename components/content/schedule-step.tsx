"use client";

import Link from "next/link";
import { useState } from "react";
import { errorFor } from "@/components/campaigns/field-errors";
import { fromZonedInput, toZonedInput } from "@/components/calendar/calendar-time";
import { useZoneFormats } from "@/components/calendar/zone-formats";
import { useSocialAccounts } from "@/components/social/queries";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { PLATFORM_LABELS, platformLabel, type SocialPlatform } from "@/lib/content/platforms";
import type { QueueDTO } from "@/lib/queues/contracts";
import type { ScheduleChoice } from "./schedule-post";
import { useQueueOptions } from "./schedule-queries";
import { RecommendedSlots } from "./schedule-recommendations";

export type ScheduleMode = "shared" | "split" | "queue";

/** The schedule step's choices as the person makes them (datetime-local values on the company's clock). */
export function useScheduleDraft(
  timeZone: string,
  initial: { scheduledAt?: string | null; platformTimes?: Record<string, string> },
) {
  const times = initial.platformTimes ?? {};
  const split = new Set(Object.values(times)).size > 1;
  const [mode, setMode] = useState<ScheduleMode>(split ? "split" : "shared");
  const [sharedAt, setSharedAt] = useState(toZonedInput(initial.scheduledAt, timeZone));
  const [perPlatform, setPerPlatform] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(times).map(([p, at]) => [p, toZonedInput(at, timeZone)])),
  );
  const [queueId, setQueueId] = useState("");
  return { timeZone, mode, setMode, sharedAt, setSharedAt, perPlatform, setPerPlatform, queueId, setQueueId };
}
export type ScheduleDraft = ReturnType<typeof useScheduleDraft>;

/** The platform a queue item is limited to: the composer's one network when the queue has it; otherwise the queue's own networks. */
function queuePlatform(queue: QueueDTO | undefined, platforms: readonly string[]): string | undefined {
  return queue && platforms.length === 1 && queue.platforms.includes(platforms[0]) ? platforms[0] : undefined;
}

/** The request the draft stands for, or the fields still to fill (keyed like the API's details). */
export function scheduleChoice(
  draft: ScheduleDraft,
  platforms: readonly string[],
  queues: readonly QueueDTO[] | undefined,
): ScheduleChoice | { errors: Record<string, string> } {
  if (draft.mode === "queue") {
    if (!draft.queueId) return { errors: { queueId: "Pick a queue" } };
    return {
      kind: "queue",
      queueId: draft.queueId,
      platform: queuePlatform(
        queues?.find((q) => q.id === draft.queueId),
        platforms,
      ),
    };
  }
  if (draft.mode === "shared") {
    const at = fromZonedInput(draft.sharedAt, draft.timeZone);
    return at
      ? { kind: "shared", scheduledAt: at.toISOString() }
      : { errors: { scheduledAt: "Choose when to publish" } };
  }
  const errors: Record<string, string> = {};
  const platformSchedules = platforms.map((platform, i) => {
    const at = fromZonedInput(draft.perPlatform[platform] ?? "", draft.timeZone);
    if (!at) errors[`platformSchedules.${i}.scheduledAt`] = `Choose when to publish on ${platformLabel(platform)}`;
    return { platform, scheduledAt: at?.toISOString() ?? "" };
  });
  return Object.keys(errors).length ? { errors } : { kind: "split", platformSchedules };
}

interface ScheduleStepProps {
  draft: ScheduleDraft;
  platforms: SocialPlatform[];
  errors: Record<string, string>;
  clear: (field: string) => void;
  disabled: boolean;
  /** Queues make a new post: offered while composing one. */
  allowQueue: boolean;
  hasMedia: boolean;
}

const MODES: { id: ScheduleMode; label: string }[] = [
  { id: "shared", label: "One time" },
  { id: "split", label: "Per network" },
  { id: "queue", label: "Queue" },
];

/** When the post goes out: one time for every network, a time per network, or the next free slot of a queue. */
export function ScheduleStep({ draft, platforms, errors, clear, disabled, allowQueue, hasMedia }: ScheduleStepProps) {
  const formats = useZoneFormats(draft.timeZone);
  const queues = useQueueOptions(allowQueue && draft.mode === "queue");
  const modes = MODES.filter((m) => (m.id === "queue" ? allowQueue : true));
  const queue = queues.data?.find((q) => q.id === draft.queueId);
  const splitError = errorFor(errors, "platformSchedules");

  function pickMode(mode: ScheduleMode) {
    draft.setMode(mode);
    ["scheduledAt", "platformSchedules", "queueId"].forEach(clear);
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
        <legend className="mb-1.5 text-[13px] font-medium text-zinc-800">When</legend>
        <div className="grid grid-cols-3 gap-0.5 rounded-lg border border-zinc-200 bg-zinc-50 p-0.5">
          {modes.map((m) => (
            <label
              key={m.id}
              className={cn(
                "cursor-pointer whitespace-nowrap rounded-md px-1 py-1.5 text-center text-xs font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-500 has-disabled:cursor-not-allowed has-disabled:opacity-50",
                draft.mode === m.id ? "bg-white text-zinc-900 shadow-card" : "text-zinc-600 hover:text-zinc-900",
              )}
            >
              <input
                type="radio"
                name="schedule-mode"
                value={m.id}
                checked={draft.mode === m.id}
                onChange={() => pickMode(m.id)}
                disabled={m.id === "split" && platforms.length < 2}
                className="sr-only"
              />
              {m.label}
            </label>
          ))}
        </div>
        {platforms.length < 2 && draft.mode !== "queue" ? (
          <p className="text-xs text-zinc-500">Pick two or more networks to give each its own time.</p>
        ) : null}
      </fieldset>

      {draft.mode === "shared" ? (
        <Field
          label="Publish at"
          error={errorFor(errors, "scheduledAt")}
          hint={`On your company's clock (${draft.timeZone}).`}
        >
          <Input
            type="datetime-local"
            value={draft.sharedAt}
            disabled={disabled}
            onChange={(e) => {
              draft.setSharedAt(e.target.value);
              clear("scheduledAt");
            }}
          />
        </Field>
      ) : null}

      {draft.mode === "split" ? (
        <div className="flex flex-col gap-3">
          {platforms.map((platform, i) => (
            <Field
              key={platform}
              label={`${PLATFORM_LABELS[platform]} at`}
              error={errorFor(errors, `platformSchedules.${i}`)}
            >
              <Input
                type="datetime-local"
                value={draft.perPlatform[platform] ?? ""}
                disabled={disabled}
                onChange={(e) => {
                  draft.setPerPlatform({ ...draft.perPlatform, [platform]: e.target.value });
                  clear(`platformSchedules.${i}`);
                }}
              />
            </Field>
          ))}
          {splitError && !Object.keys(errors).some((k) => k.startsWith("platformSchedules.")) ? (
            <p role="alert" className="text-xs font-medium text-red-600">
              {splitError}
            </p>
          ) : null}
          <p className="text-xs text-zinc-500">On your company&apos;s clock ({draft.timeZone}).</p>
        </div>
      ) : null}

      {draft.mode === "queue" ? (
        <Field
          label="Queue"
          error={
            errorFor(errors, "queueId") ??
            (hasMedia ? "Queues take text only for now: remove the images or pick a time instead." : undefined)
          }
          hint={
            queue
              ? `Goes into the next free slot (${queue.timeZone}) on ${queuePlatform(queue, platforms) ? platformLabel(platforms[0]) : queue.platforms.map(platformLabel).join(", ")}.`
              : queues.data && !queues.data.length
                ? "No queues yet: create one on the Queues page."
                : "The post goes into the queue's next free slot, on the queue's networks."
          }
        >
          <Select
            value={draft.queueId}
            disabled={disabled || queues.isPending}
            onChange={(e) => {
              draft.setQueueId(e.target.value);
              clear("queueId");
            }}
          >
            <option value="">{queues.isPending ? "Loading queues…" : "Choose a queue"}</option>
            {queues.data
              ?.filter((q) => q.isActive)
              .map((q) => (
                <option key={q.id} value={q.id}>
                  {q.name} ({q.itemCount} waiting)
                </option>
              ))}
          </Select>
        </Field>
      ) : null}

      {draft.mode !== "queue" && !disabled ? (
        <RecommendedSlots
          platforms={platforms}
          strategy={draft.mode === "split" ? "split" : "shared"}
          formats={formats}
          onPick={(slot) => {
            if (slot.platformSlots?.length) {
              draft.setMode("split");
              draft.setPerPlatform(
                Object.fromEntries(slot.platformSlots.map((p) => [p.platform, toZonedInput(p.time, draft.timeZone)])),
              );
              clear("platformSchedules");
            } else {
              draft.setMode("shared");
              draft.setSharedAt(toZonedInput(slot.time, draft.timeZone));
              clear("scheduledAt");
            }
          }}
        />
      ) : null}
    </div>
  );
}

/** Networks picked without a connected account: scheduling on them is refused, so say so before. */
export function MissingAccounts({ platforms }: { platforms: readonly SocialPlatform[] }) {
  const accounts = useSocialAccounts();
  if (!accounts.data) return null;
  const missing = platforms.filter((p) => !accounts.data.some((a) => a.platform === p && a.status === "connected"));
  if (!missing.length) return null;
  return (
    <p className="text-xs text-amber-800">
      No connected {missing.map((p) => PLATFORM_LABELS[p]).join(", ")} account yet: you can save a draft, but scheduling
      needs one.{" "}
      <Link href="/settings/accounts" className="font-medium underline underline-offset-2">
        Connect accounts
      </Link>
    </p>
  );
}
