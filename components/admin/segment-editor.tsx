"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Members } from "./members";
import { adminKeys, useAdminSave, useSegments } from "./queries";

type Segment = z.output<typeof contracts.SegmentDTO>;

function SegmentForm({ segment, onDeleted }: { segment: Segment; onDeleted: () => void }) {
  const [draft, setDraft] = useState({
    name: segment.name,
    description: segment.description,
    isActive: segment.isActive,
    userIds: segment.userIds,
    companyIds: segment.companyIds,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const save = useAdminSave({
    mutationFn: (body: z.input<(typeof contracts.updateSegment)["body"]>) =>
      apiRequest(contracts.updateSegment, { params: { id: segment.id }, body }),
    invalidate: [adminKeys.segments, adminKeys.flags],
    success: `Segment "${draft.name}" saved`,
    onFieldErrors: setErrors,
  });
  const remove = useAdminSave({
    mutationFn: () => apiRequest(contracts.deleteSegment, { params: { id: segment.id } }),
    invalidate: [adminKeys.segments, adminKeys.flags],
    success: "Segment deleted (and removed from its flags)",
    onSuccess: onDeleted,
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(draft);
  }
  return (
    <form onSubmit={submit} aria-label={`Edit segment ${segment.name}`}>
      <Card>
        <CardHeader
          title={segment.name}
          description="A flag with this segment attached is on for every user and company in it while it is active."
        />
        <CardBody className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" error={errors.name}>
              <Input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Field>
            <Field label="Description" error={errors.description}>
              <Input value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
            </Field>
          </div>
          <Checkbox
            label="Active"
            description="An inactive segment lets nobody in."
            checked={draft.isActive}
            onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
          />
          <Field label="Users" error={errors.userIds}>
            <Members
              kind="users"
              listLabel="Segment users"
              ids={draft.userIds}
              onChange={(userIds) => setDraft({ ...draft, userIds })}
            />
          </Field>
          <Field label="Companies" error={errors.companyIds}>
            <Members
              kind="companies"
              listLabel="Segment companies"
              ids={draft.companyIds}
              onChange={(companyIds) => setDraft({ ...draft, companyIds })}
            />
          </Field>
        </CardBody>
        <CardFooter className="justify-between">
          <Button variant="ghost-danger" onClick={() => setConfirming(true)}>
            Delete segment
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save segment
          </Button>
        </CardFooter>
      </Card>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined)}
        loading={remove.isPending}
        title={`Delete "${segment.name}"?`}
        description="It is removed from every flag it is attached to. This cannot be undone."
        confirmLabel="Delete segment"
      />
    </form>
  );
}

function NewSegment({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const create = useAdminSave({
    mutationFn: (n: string) => apiRequest(contracts.createSegment, { body: { name: n } }),
    invalidate: [adminKeys.segments],
    success: "Segment created",
    onFieldErrors: (e) => setError(e.name),
    onSuccess: (r) => {
      setName("");
      onCreated(r.id);
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(name);
      }}
      className="flex items-start gap-2"
      aria-label="New segment"
    >
      <Field label="New segment" error={error} className="flex-1">
        <Input value={name} placeholder="e.g. Beta testers" onChange={(e) => setName(e.target.value)} />
      </Field>
      <Button type="submit" className="mt-6" icon={<PlusIcon />} loading={create.isPending} disabled={!name.trim()}>
        Create
      </Button>
    </form>
  );
}

export function SegmentEditor() {
  const query = useSegments();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <div className="grid content-start gap-3">
        <NewSegment onCreated={setSelected} />
        <ListStates
          query={query}
          what="segments"
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-sm text-zinc-500">No segments yet.</p>}
        >
          {(segments) => (
            <nav aria-label="Segments" className="flex flex-col gap-1">
              {segments.map((s) => (
                <button
                  key={s.id}
                  type="button"
                  onClick={() => setSelected(s.id)}
                  aria-current={s.id === selected ? "true" : undefined}
                  className={cn(
                    "flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm",
                    s.id === selected
                      ? "bg-white font-medium shadow-card ring-1 ring-zinc-200"
                      : "text-zinc-700 hover:bg-white/70",
                  )}
                >
                  <span className="truncate">{s.name}</span>
                  <span className="flex shrink-0 items-center gap-1 text-xs text-zinc-500">
                    {s.userIds.length + s.companyIds.length}
                    {s.isActive ? null : <Badge>Off</Badge>}
                  </span>
                </button>
              ))}
            </nav>
          )}
        </ListStates>
      </div>
      {(() => {
        const segment = query.data?.find((s) => s.id === selected);
        return segment ? (
          <SegmentForm
            key={`${segment.id}:${segment.updatedAt}`}
            segment={segment}
            onDeleted={() => setSelected(null)}
          />
        ) : (
          <Card className="grid place-items-center p-10 text-sm text-zinc-500">Pick a segment, or create one.</Card>
        );
      })()}
    </div>
  );
}
