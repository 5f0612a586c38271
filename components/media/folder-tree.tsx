"use client";

import { useState } from "react";
import { apiRequest, errorMessage } from "@/lib/api/client";
import * as contracts from "@/lib/media/contracts";
import type { FolderDTO } from "@/lib/media/contracts";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/dialog";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { useRefreshMedia } from "./queries";

/** undefined: every asset; "root": assets in no folder; an id: that folder's assets. */
export type FolderSelection = string | undefined;

export function FolderTree({
  folders,
  selected,
  onSelect,
}: {
  folders: FolderDTO[];
  selected: FolderSelection;
  onSelect: (s: FolderSelection) => void;
}) {
  const refresh = useRefreshMedia();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FolderDTO | null>(null);
  const [busy, setBusy] = useState(false);
  const parentForNew = selected && selected !== "root" ? selected : null;

  async function create() {
    setError(null);
    try {
      const folder = await apiRequest(contracts.createFolder, { body: { name, parentId: parentForNew } });
      setName("");
      await refresh();
      onSelect(folder.id);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function remove(folder: FolderDTO) {
    setBusy(true);
    try {
      await apiRequest(contracts.deleteFolder, { params: { id: folder.id }, query: { moveContents: "true" } });
      if (selected === folder.id) onSelect(folder.parentId ?? undefined);
      await refresh();
      setDeleting(null);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const children = (parentId: string | null) => folders.filter((f) => f.parentId === parentId);
  const item = (label: string, value: FolderSelection, depth = 0, folder?: FolderDTO) => (
    <li key={value ?? "all"} className="group flex items-center">
      <button
        type="button"
        onClick={() => onSelect(value)}
        aria-current={selected === value ? "true" : undefined}
        className={cn(
          "flex-1 truncate rounded-md px-2 py-1.5 text-left text-sm",
          selected === value ? "bg-brand-50 font-medium text-brand-700" : "text-zinc-700 hover:bg-zinc-100",
        )}
        style={{ paddingLeft: `${8 + depth * 14}px` }}
      >
        {label}
        {folder ? <span className="ml-1 text-xs text-zinc-400">{folder.assetCount}</span> : null}
      </button>
      {folder ? (
        <button
          type="button"
          aria-label={`Delete folder ${folder.name}`}
          className="p-1 text-zinc-400 hover:text-red-600 focus-visible:visible sm:invisible sm:group-hover:visible"
          onClick={() => setDeleting(folder)}
        >
          <TrashIcon size={14} />
        </button>
      ) : null}
    </li>
  );
  const branch = (parentId: string | null, depth: number): React.ReactNode[] =>
    children(parentId).flatMap((f) => [item(f.name, f.id, depth, f), ...branch(f.id, depth + 1)]);

  return (
    <nav aria-label="Folders" className="space-y-3">
      <ul className="space-y-0.5">
        {item("All media", undefined)}
        {item("Not in a folder", "root")}
        {branch(null, 0)}
      </ul>
      <form
        className="flex gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void create();
        }}
      >
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={parentForNew ? "New subfolder" : "New folder"}
          aria-label="New folder name"
          className="h-8 text-sm"
        />
        <Button type="submit" size="icon" variant="secondary" aria-label="Create folder" disabled={!name.trim()}>
          <PlusIcon size={14} />
        </Button>
      </form>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        loading={busy}
        title={`Delete the folder "${deleting?.name}"?`}
        description={
          deleting && (deleting.assetCount > 0 || deleting.folderCount > 0)
            ? `Its ${deleting.assetCount} asset(s) and ${deleting.folderCount} subfolder(s) move up to the parent folder. No file is deleted.`
            : "The folder is empty."
        }
        confirmLabel="Delete folder"
      />
    </nav>
  );
}
