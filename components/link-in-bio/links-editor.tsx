"use client";

import { useState, type DragEvent, type FormEvent } from "react";
import { ApiClientError, errorMessage } from "@/lib/api/client";
import type { LinkDTO } from "@/lib/link-in-bio/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { ChevronDownIcon, PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { completeLinkUrl } from "@/lib/link-in-bio/complete-url";
import { useLinkMutations } from "./queries";

type Link = Omit<LinkDTO, "createdAt" | "updatedAt"> & { createdAt: string | Date; updatedAt: string | Date };

/** The page's links: add, edit in place (saved when a field is left), enable, schedule, drag (or move) to reorder, delete. */
export function LinksEditor({ slug, links }: { slug: string; links: Link[] }) {
  const mutations = useLinkMutations(slug);
  const toast = useToast();
  const [dragging, setDragging] = useState<string | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const ids = order ?? links.map((l) => l.id);
  const byId = new Map(links.map((l) => [l.id, l]));

  const commit = (next: string[]) => {
    setOrder(null);
    if (next.join() !== links.map((l) => l.id).join())
      mutations.reorder.mutate(next, { onError: (err) => toast.error("Couldn't reorder", errorMessage(err)) });
  };
  const move = (id: string, by: number) => {
    const next = [...ids];
    const from = next.indexOf(id);
    const to = from + by;
    if (to < 0 || to >= next.length) return;
    next.splice(from, 1);
    next.splice(to, 0, id);
    commit(next);
  };
  const dragOver = (e: DragEvent, overId: string) => {
    e.preventDefault();
    if (!dragging || dragging === overId) return;
    const next = ids.filter((id) => id !== dragging);
    next.splice(next.indexOf(overId) + (ids.indexOf(dragging) < ids.indexOf(overId) ? 1 : 0), 0, dragging);
    setOrder(next);
  };

  return (
    <section aria-labelledby="links-heading" className="flex flex-col gap-3">
      <h2 id="links-heading" className="text-sm font-semibold text-zinc-900">
        Links
      </h2>
      {ids.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm text-zinc-500">
          No links yet: add the first one below.
        </p>
      ) : null}
      <ol className="flex flex-col gap-2" aria-label="Links in order">
        {ids.map((id, index) => {
          const link = byId.get(id);
          if (!link) return null;
          return (
            <li
              key={id}
              draggable
              data-testid="link-row"
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", id);
                setDragging(id);
              }}
              onDragOver={(e) => dragOver(e, id)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(null);
                commit(ids);
              }}
              onDragEnd={() => {
                if (dragging) commit(ids);
                setDragging(null);
              }}
              className={cn(
                "rounded-xl border border-zinc-200 bg-white p-3 shadow-card",
                dragging === id && "opacity-50",
              )}
            >
              <LinkRow
                link={link}
                first={index === 0}
                last={index === ids.length - 1}
                onMove={(by) => move(id, by)}
                onSave={(body) => mutations.update.mutateAsync({ id, ...body })}
                onDelete={() =>
                  mutations.remove.mutate(id, {
                    onError: (err) => toast.error("Couldn't delete the link", errorMessage(err)),
                  })
                }
              />
            </li>
          );
        })}
      </ol>
      <AddLinkForm onAdd={(body) => mutations.create.mutateAsync(body)} />
    </section>
  );
}

const localInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : "";
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function LinkRow({
  link,
  first,
  last,
  onMove,
  onSave,
  onDelete,
}: {
  link: Link;
  first: boolean;
  last: boolean;
  onMove: (by: number) => void;
  onSave: (
    body: Partial<{ title: string; url: string; enabled: boolean; startsAt: string | null; endsAt: string | null }>,
  ) => Promise<unknown>;
  onDelete: () => void;
}) {
  const toast = useToast();
  const [title, setTitle] = useState(link.title);
  const [url, setUrl] = useState(link.url);
  const [error, setError] = useState<Record<string, string>>({});
  const save = async (body: Parameters<typeof onSave>[0]) => {
    try {
      await onSave(body);
      setError({});
    } catch (err) {
      if (err instanceof ApiClientError && err.status === 400) setError(err.details);
      else toast.error("Couldn't save the link", errorMessage(err));
    }
  };
  return (
    <div className="flex gap-3">
      <div className="flex flex-col items-center gap-1 pt-1">
        <span className="cursor-grab select-none text-zinc-400" aria-hidden="true" title="Drag to reorder">
          ⋮⋮
        </span>
        <button
          type="button"
          className="rounded p-0.5 text-zinc-400 hover:text-zinc-700 disabled:opacity-30"
          aria-label={`Move ${link.title} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ChevronDownIcon size={14} className="rotate-180" />
        </button>
        <button
          type="button"
          className="rounded p-0.5 text-zinc-400 hover:text-zinc-700 disabled:opacity-30"
          aria-label={`Move ${link.title} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ChevronDownIcon size={14} />
        </button>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-center gap-2">
          <Input
            aria-label="Link title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => title !== link.title && void save({ title })}
            className="font-medium"
          />
          {!link.live ? <Badge tone="warning">{link.enabled ? "Scheduled" : "Hidden"}</Badge> : null}
        </div>
        <Input
          aria-label="Link URL"
          aria-invalid={Boolean(error.url)}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onBlur={() => {
            const full = completeLinkUrl(url);
            setUrl(full);
            if (full !== link.url) void save({ url: full });
          }}
        />
        {error.url || error.title ? (
          <p className="text-xs text-red-600" role="alert">
            {error.url ? `URL ${error.url}` : `Title ${error.title}`}
          </p>
        ) : null}
        <details className="text-sm">
          <summary className="cursor-pointer text-xs text-zinc-500">Visibility and schedule</summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <Checkbox
              label="Shown on the page"
              checked={link.enabled}
              onChange={(e) => void save({ enabled: e.target.checked })}
              className="sm:col-span-2"
            />
            <Field label="Show from" error={error.startsAt}>
              <Input
                type="datetime-local"
                defaultValue={localInput(link.startsAt)}
                onBlur={(e) =>
                  fromLocalInput(e.target.value) !== link.startsAt &&
                  void save({ startsAt: fromLocalInput(e.target.value) })
                }
              />
            </Field>
            <Field label="Hide from" error={error.endsAt}>
              <Input
                type="datetime-local"
                defaultValue={localInput(link.endsAt)}
                onBlur={(e) =>
                  fromLocalInput(e.target.value) !== link.endsAt &&
                  void save({ endsAt: fromLocalInput(e.target.value) })
                }
              />
            </Field>
          </div>
        </details>
      </div>
      <Button variant="ghost-danger" size="icon" aria-label={`Delete ${link.title}`} onClick={onDelete}>
        <TrashIcon size={16} />
      </Button>
    </div>
  );
}

interface Entry {
  key: number;
  title: string;
  url: string;
  /** Why its save failed; absent while it is being saved. */
  error?: string;
}

let entryKeys = 0;

/**
 * Adding links: each entry leaves the form as it is sent (so the next can be typed at once) and is
 * shown until its own save succeeds; one that fails stays with its reason, to retry, edit or discard.
 * A bare domain is completed to https:// before sending.
 */
function AddLinkForm({ onAdd }: { onAdd: (body: { title: string; url: string }) => Promise<unknown> }) {
  const [title, setTitle] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [entries, setEntries] = useState<Entry[]>([]);
  const formEmpty = !title.trim() && !url.trim();

  const send = (entry: Entry) => {
    setEntries((list) => [...list.filter((e) => e.key !== entry.key), { ...entry, error: undefined }]);
    onAdd({ title: entry.title, url: entry.url }).then(
      () => setEntries((list) => list.filter((e) => e.key !== entry.key)),
      (err) => {
        const details = err instanceof ApiClientError && err.status === 400 ? err.details : {};
        const error = details.url ? `URL ${details.url}` : details.title ? `Title ${details.title}` : errorMessage(err);
        setEntries((list) => list.map((e) => (e.key === entry.key ? { ...e, error } : e)));
      },
    );
  };
  const edit = (entry: Entry) => {
    setEntries((list) => list.filter((e) => e.key !== entry.key));
    setTitle(entry.title);
    setUrl(entry.url);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const entry = { key: ++entryKeys, title: title.trim(), url: completeLinkUrl(url) };
    const local: Record<string, string> = {};
    if (!entry.title) local.title = "Give the link a title";
    if (!entry.url) local.url = "Enter the address it leads to";
    setErrors(local);
    if (Object.keys(local).length) return;
    setTitle("");
    setUrl("");
    send(entry);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 rounded-xl border border-dashed border-zinc-300 p-3"
      aria-label="Add a link"
    >
      {entries.length ? (
        <ul className="flex flex-col gap-1.5" aria-label="Links being added">
          {entries.map((entry) => (
            <li
              key={entry.key}
              data-testid="link-being-added"
              className={cn(
                "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 text-[13px]",
                entry.error ? "bg-red-50 text-red-900" : "bg-zinc-50 text-zinc-600",
              )}
            >
              {entry.error ? null : <Spinner />}
              <span className="min-w-0 flex-1 truncate">
                <span className="font-medium">{entry.title}</span> · {entry.url}
              </span>
              {entry.error ? (
                <>
                  <span role="alert" className="w-full text-xs sm:order-last">
                    Not added: {entry.error}
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => send(entry)}>
                    Retry
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={!formEmpty}
                    title={formEmpty ? undefined : "Add or clear what is in the form first"}
                    onClick={() => edit(entry)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEntries((list) => list.filter((e) => e.key !== entry.key))}
                  >
                    Discard
                  </Button>
                </>
              ) : (
                <span className="text-xs">Adding…</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-[1fr_1.4fr_auto] sm:items-start">
        <Field label="Title" error={errors.title}>
          <Input
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setErrors({});
            }}
            placeholder="Our menu"
          />
        </Field>
        <Field label="URL" error={errors.url}>
          <Input
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setErrors({});
            }}
            onBlur={() => setUrl(completeLinkUrl(url))}
            placeholder="example.com/menu"
            inputMode="url"
          />
        </Field>
        <Button type="submit" icon={<PlusIcon size={16} />} className="sm:mt-6">
          Add link
        </Button>
      </div>
    </form>
  );
}
