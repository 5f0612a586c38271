"use client";

import { useState } from "react";
import { PlatformPicker } from "@/components/content/platform-picker";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { fieldErrors } from "@/lib/api/client";
import type { SocialPlatform } from "@/lib/content/platforms";
import type { QueueDTO } from "@/lib/queues/contracts";
import { useSaveQueue } from "./queries";
import { sentence } from "./sentence";
import { SlotEditor } from "./slot-editor";
import { slotRowErrors, slotRowsFrom, slotsBody, type SlotRow } from "./slots";
import { TimeZoneInput } from "./time-zone-input";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Creates a queue (queue null) or edits one; mount it only while open so it starts from the queue. */
export function QueueEditor({ queue, onClose }: { queue: QueueDTO | null; onClose: () => void }) {
  const toast = useToast();
  const [name, setName] = useState(queue?.name ?? "");
  const [timeZone, setTimeZone] = useState(queue?.timeZone ?? browserZone());
  const [platforms, setPlatforms] = useState<string[]>(queue?.platforms ?? []);
  const [isActive, setIsActive] = useState(queue?.isActive ?? true);
  const [rows, setRows] = useState<SlotRow[]>(() =>
    queue ? slotRowsFrom(queue.slots) : slotRowsFrom([{ dayOfWeek: null, time: "09:00" }]),
  );
  const { errors, setErrors, clearOnChange } = useFieldErrors();
  const save = useSaveQueue(queue?.id ?? null);

  function submit() {
    const local: Record<string, string> = { ...slotRowErrors(rows) };
    if (!name.trim()) local.name = "Give the queue a name";
    if (!platforms.length) local.platforms = "Pick at least one network";
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    save.mutate(
      { name: name.trim(), timeZone: timeZone.trim(), platforms, isActive, slots: slotsBody(rows) },
      {
        onSuccess: (saved) => {
          toast.success(
            queue ? "Queue saved" : "Queue created",
            `“${saved.name}” fills its slots on ${saved.timeZone} time.`,
          );
          onClose();
        },
        onError: (err) => setErrors(sentence(fieldErrors(err))),
      },
    );
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      className="max-w-xl"
      title={queue ? `Edit “${queue.name}”` : "New queue"}
      description="Posts added to a queue go out at its next free slot."
      formId="queue-editor"
      submitLabel={queue ? "Save queue" : "Create queue"}
      onSubmit={submit}
      mutation={save}
      errors={errors}
    >
      <Field label="Name" error={errors.name}>
        <Input
          value={name}
          onChange={(e) => clearOnChange("name", setName)(e.target.value)}
          maxLength={120}
          placeholder="Weekday tips"
          autoFocus
        />
      </Field>
      <Field
        label="Time zone"
        error={errors.timeZone}
        hint="An IANA zone name such as Europe/Berlin or America/New_York."
      >
        <TimeZoneInput value={timeZone} onChange={clearOnChange("timeZone", setTimeZone)} />
      </Field>
      <PlatformPicker
        legend="Networks"
        value={platforms}
        onChange={clearOnChange<SocialPlatform[]>("platforms", setPlatforms)}
        error={errors.platforms}
      />
      <SlotEditor rows={rows} onChange={clearOnChange("slots", setRows)} errors={errors} timeZone={timeZone} />
      <Checkbox
        label="Active"
        description="A paused queue takes no new items; the ones it holds still go out."
        checked={isActive}
        onChange={(e) => setIsActive(e.target.checked)}
      />
    </FormDialog>
  );
}
