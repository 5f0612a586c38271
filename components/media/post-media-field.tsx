"use client";

import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/media/contracts";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PlusIcon, XIcon } from "@/components/ui/icons";
import { SearchInput } from "@/components/ui/search-input";
import { cn } from "@/components/ui/cn";
import { useDebouncedValue } from "@/components/campaigns/use-debounced-value";
import { AssetThumbnail } from "./asset-thumbnail";
import { FRESH_LINKS, mediaKeys, useAssets, useRefreshMedia } from "./queries";
import { DropZone, UploadProgressList, useUploadQueue } from "./upload-queue";

interface PostMediaFieldProps {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** The composer's media: thumbnails of what is attached, a picker from the library, and drop-to-upload. */
export function PostMediaField({ value, onChange, disabled }: PostMediaFieldProps) {
  const [picking, setPicking] = useState(false);
  const refresh = useRefreshMedia();
  const queue = useUploadQueue((asset) => {
    onChange([...value, asset.id]);
    void refresh();
  });
  const attached = useQueries({
    queries: value.map((id) => ({
      queryKey: mediaKeys.asset(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(contracts.getAsset, { params: { id }, signal }),
      ...FRESH_LINKS,
    })),
  });

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-[13px] font-medium text-zinc-800">Media</legend>
      <DropZone label="Drop images here to attach them" onFiles={(files) => queue.add(files)}>
        <ul
          className="flex min-h-20 flex-wrap items-center gap-2 rounded-lg border border-dashed border-zinc-300 p-2"
          aria-label="Attached media"
        >
          {value.map((id, i) => {
            const asset = attached[i]?.data;
            return (
              <li key={id} className="relative h-20 w-20 overflow-hidden rounded-md border border-zinc-200 bg-zinc-50">
                {asset ? <AssetThumbnail asset={asset} className="h-full w-full object-cover" /> : null}
                {!disabled ? (
                  <button
                    type="button"
                    aria-label={`Remove ${asset?.filename ?? "media"}`}
                    onClick={() => onChange(value.filter((x) => x !== id))}
                    className="absolute right-0.5 top-0.5 rounded-full bg-white/90 p-0.5 text-zinc-600 hover:text-red-600"
                  >
                    <XIcon size={12} />
                  </button>
                ) : null}
              </li>
            );
          })}
          <li className="text-xs text-zinc-500">{value.length === 0 ? "Drop images here, or " : null}</li>
          <li>
            <Button
              size="sm"
              variant="secondary"
              icon={<PlusIcon size={14} />}
              onClick={() => setPicking(true)}
              disabled={disabled}
            >
              Add media
            </Button>
          </li>
        </ul>
      </DropZone>
      <UploadProgressList items={queue.items} onClear={queue.clearFinished} />
      <MediaPicker open={picking} onClose={() => setPicking(false)} selected={value} onDone={(ids) => onChange(ids)} />
    </fieldset>
  );
}

function MediaPicker({
  open,
  onClose,
  selected,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  selected: string[];
  onDone: (ids: string[]) => void;
}) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<string[]>(selected);
  const debounced = useDebouncedValue(search, 250);
  const assets = useAssets({ search: debounced.trim() || undefined });
  const toggle = (id: string) => setChosen((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Choose media"
      description="Pick images from your library."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onDone(chosen);
              onClose();
            }}
          >
            Attach {chosen.length || ""}
          </Button>
        </>
      }
    >
      <SearchInput
        value={search}
        onValueChange={setSearch}
        placeholder="Search media"
        aria-label="Search media"
        className="mb-3"
      />
      {assets.isPending ? <p className="text-sm text-zinc-500">Loading…</p> : null}
      {assets.data?.items.length === 0 ? (
        <p className="text-sm text-zinc-500">
          No media found. Upload in the Media library, or drop files on the composer.
        </p>
      ) : null}
      <ul className="grid max-h-80 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4" aria-label="Library">
        {assets.data?.items.map((asset) => (
          <li key={asset.id}>
            <button
              type="button"
              aria-pressed={chosen.includes(asset.id)}
              onClick={() => toggle(asset.id)}
              className={cn(
                "w-full overflow-hidden rounded-md border text-left",
                chosen.includes(asset.id) ? "border-brand-500 ring-2 ring-brand-200" : "border-zinc-200",
              )}
            >
              <AssetThumbnail asset={asset} className="aspect-square w-full bg-zinc-50 object-contain" />
              <span className="block truncate px-1 py-0.5 text-[11px]">{asset.filename}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
