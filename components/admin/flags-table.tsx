"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Select } from "@/components/ui/select";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { Checkbox } from "@/components/ui/checkbox";
import { Chip } from "./chip";
import { Members } from "./members";
import { adminKeys, useAdminPackages, useAdminSave, useFeatureFlags, useSegments } from "./queries";
import { plural } from "@/lib/format/plural";

type Flag = z.output<typeof contracts.FeatureFlagDTO>;
const invalidate = [adminKeys.flags];

function NewFlagDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState({ id: "", name: "", description: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useAdminSave({
    mutationFn: (body: z.input<NonNullable<(typeof contracts.createFeatureFlag)["body"]>>) =>
      apiRequest(contracts.createFeatureFlag, { body }),
    invalidate,
    success: "Flag created",
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(draft);
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title="New feature flag"
      description="Starts off, in development. Turn it on for everyone, or for overrides and segments."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="new-flag" loading={create.isPending}>
            Create flag
          </Button>
        </>
      }
    >
      <form id="new-flag" onSubmit={submit} className="grid gap-4">
        <Field label="Id" hint="snake_case, used in code: e.g. new_composer" error={errors.id}>
          <Input value={draft.id} onChange={(e) => setDraft({ ...draft, id: e.target.value })} />
        </Field>
        <Field label="Name" error={errors.name}>
          <Input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Field>
        <Field label="Description" error={errors.description}>
          <Input value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
        </Field>
      </form>
    </Dialog>
  );
}

type FlagUpdate = z.input<NonNullable<(typeof contracts.updateFeatureFlag)["body"]>>;

function EditFlagDialog({ flag, onClose }: { flag: Flag; onClose: () => void }) {
  const packages = useAdminPackages();
  const [draft, setDraft] = useState({
    name: flag.name,
    description: flag.description,
    enabledForTiers: flag.enabledForTiers,
    userOverrides: flag.userOverrides,
    companyOverrides: flag.companyOverrides,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminSave({
    mutationFn: (body: FlagUpdate) => apiRequest(contracts.updateFeatureFlag, { params: { id: flag.id }, body }),
    invalidate,
    success: `"${draft.name}" saved`,
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  const toggleTier = (id: string, on: boolean) =>
    setDraft((d) => ({
      ...d,
      enabledForTiers: on ? [...d.enabledForTiers, id] : d.enabledForTiers.filter((t) => t !== id),
    }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${flag.name}`}
      description="Overrides come first: the users, companies and packages named here always get the flag."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-flag" loading={save.isPending}>
            Save flag
          </Button>
        </>
      }
    >
      <form
        id="edit-flag"
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft);
        }}
      >
        <Field label="Name" error={errors.name}>
          <Input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </Field>
        <Field label="Description" error={errors.description}>
          <Input value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-[13px] font-medium text-zinc-800">Packages (tiers)</legend>
          <div className="grid grid-cols-2 gap-2">
            {(packages.data ?? []).map((p) => (
              <Checkbox
                key={p.id}
                label={p.name}
                checked={draft.enabledForTiers.includes(p.id) || draft.enabledForTiers.includes(p.name)}
                onChange={(e) => toggleTier(p.id, e.target.checked)}
              />
            ))}
          </div>
        </fieldset>
        <Field label="User overrides" error={errors.userOverrides}>
          <Members
            kind="users"
            listLabel="Override users"
            ids={draft.userOverrides}
            onChange={(userOverrides) => setDraft({ ...draft, userOverrides })}
          />
        </Field>
        <Field label="Company overrides" error={errors.companyOverrides}>
          <Members
            kind="companies"
            listLabel="Override companies"
            ids={draft.companyOverrides}
            onChange={(companyOverrides) => setDraft({ ...draft, companyOverrides })}
          />
        </Field>
      </form>
    </Dialog>
  );
}

function FlagRow({ flag, segments }: { flag: Flag; segments: Array<{ id: string; name: string }> }) {
  const update = useAdminSave({
    mutationFn: (body: z.input<NonNullable<(typeof contracts.updateFeatureFlag)["body"]>>) =>
      apiRequest(contracts.updateFeatureFlag, { params: { id: flag.id }, body }),
    invalidate,
    success: `"${flag.name}" updated`,
  });
  const attach = useAdminSave({
    mutationFn: (segmentId: string) =>
      apiRequest(contracts.attachFlagSegment, { params: { id: flag.id }, body: { segmentId } }),
    invalidate,
    success: "Segment attached",
  });
  const detach = useAdminSave({
    mutationFn: (segmentId: string) => apiRequest(contracts.detachFlagSegment, { params: { id: flag.id, segmentId } }),
    invalidate,
    success: "Segment detached",
  });
  const [editing, setEditing] = useState(false);
  const attached = new Set(flag.segments.map((s) => s.segmentId));
  const available = segments.filter((s) => !attached.has(s.id));
  const overrides = flag.userOverrides.length + flag.companyOverrides.length + flag.enabledForTiers.length;
  return (
    <TR>
      <TD>
        <p className="font-medium text-zinc-900">{flag.name}</p>
        <p className="font-mono text-xs text-zinc-500">{flag.id}</p>
      </TD>
      <TD>
        <Select
          aria-label={`Status of ${flag.name}`}
          value={flag.status}
          onChange={(e) => update.mutate({ status: e.target.value as "active" })}
          className="w-36"
        >
          {["development", "active", "deprecated"].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </TD>
      <TD>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={flag.isEnabled}
            onChange={(e) => update.mutate({ isEnabled: e.target.checked })}
            aria-label={`${flag.name} on for everyone`}
          />
          {flag.isEnabled ? "Everyone" : "Off"}
        </label>
      </TD>
      <TD>
        <div className="flex flex-wrap items-center gap-1.5" aria-label={`Segments of ${flag.name}`}>
          {flag.segments.map((s) => (
            <Chip
              key={s.id}
              title={s.segment.isActive ? undefined : "Inactive: lets nobody in"}
              onRemove={() => detach.mutate(s.segmentId)}
              removeLabel={`Detach ${s.segment.name}`}
            >
              {s.segment.name}
              {s.segment.isActive ? "" : " (off)"}
            </Chip>
          ))}
          {available.length ? (
            <select
              aria-label={`Attach a segment to ${flag.name}`}
              value=""
              onChange={(e) => e.target.value && attach.mutate(e.target.value)}
              className="h-7 rounded-full border border-dashed border-zinc-300 bg-white px-2 text-xs text-zinc-600 hover:border-zinc-400"
            >
              <option value="">+ Segment</option>
              {available.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      </TD>
      <TD className="text-xs text-zinc-500">{overrides ? plural(overrides, "override") : "—"}</TD>
      <TD>
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${flag.name}`}>
            Edit
          </Button>
        </div>
        {editing ? <EditFlagDialog flag={flag} onClose={() => setEditing(false)} /> : null}
      </TD>
    </TR>
  );
}

export function FlagsTable() {
  const flags = useFeatureFlags();
  const segments = useSegments();
  const [creating, setCreating] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Feature flags"
        description="Evaluated in order: overrides (users, companies, tiers), then active attached segments, then on for everyone, else off."
        actions={
          <Button size="sm" icon={<PlusIcon />} onClick={() => setCreating(true)}>
            New flag
          </Button>
        }
      />
      <ListStates
        query={flags}
        what="feature flags"
        isEmpty={(d) => d.length === 0}
        empty={<p className="p-5 text-sm text-zinc-500">No flags yet.</p>}
      >
        {(list) => (
          <Table aria-label="Feature flags">
            <THead>
              <tr>
                <TH>Flag</TH>
                <TH>Status</TH>
                <TH>Global</TH>
                <TH>Segments</TH>
                <TH>Overrides</TH>
                <TH className="sr-only">Actions</TH>
              </tr>
            </THead>
            <TBody>
              {list.map((flag) => (
                <FlagRow key={flag.id} flag={flag} segments={segments.data ?? []} />
              ))}
            </TBody>
          </Table>
        )}
      </ListStates>
      {creating ? <NewFlagDialog onClose={() => setCreating(false)} /> : null}
    </Card>
  );
}
