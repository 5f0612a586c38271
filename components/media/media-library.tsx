"use client";

import { useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { PlusIcon } from "@/components/ui/icons";
import { ListStates } from "@/components/ui/list-states";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { useDebouncedValue } from "@/components/campaigns/use-debounced-value";
import { AssetDetails } from "./asset-details";
import { AssetGrid, AssetTable } from "./asset-views";
import { FolderTree, type FolderSelection } from "./folder-tree";
import { useAssets, useFolders, useRefreshMedia } from "./queries";
import { GenerateImageButton } from "@/components/ai/generate-image-button";
import { DropZone, UploadProgressList, useUploadQueue } from "./upload-queue";

/** The media library: folders on the left, assets in a grid or list, details of the selected one on the right. */
export function MediaLibrary() {
  const [folder, setFolder] = useState<FolderSelection>(undefined);
  const [search, setSearch] = useState("");
  const [tag, setTag] = useState("");
  const [archived, setArchived] = useState(false);
  const [view, setView] = useState<"grid" | "list">("grid");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search, 250);
  const refresh = useRefreshMedia();
  const fileInput = useRef<HTMLInputElement>(null);

  const folders = useFolders();
  const assets = useAssets({
    folderId: folder,
    search: debouncedSearch.trim() || undefined,
    tags: tag ? [tag] : undefined,
    isArchived: archived,
  });
  const everything = useAssets({});
  const knownTags = useMemo(
    () => [...new Set((everything.data?.items ?? []).flatMap((a) => a.tags))].sort(),
    [everything.data],
  );
  const queue = useUploadQueue(() => void refresh());
  const uploadTarget = folder && folder !== "root" ? folder : null;

  return (
    <div>
      <PageHeader
        title="Media library"
        description="Images for your posts, blogs and scripts. Drop files anywhere below to upload them; JPEG, PNG, GIF, WebP or SVG up to 10 MB."
        actions={
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/gif,image/webp,image/svg+xml"
              className="hidden"
              aria-label="Choose files to upload"
              onChange={(e) => e.target.files && queue.add(e.target.files, uploadTarget)}
            />
            <GenerateImageButton onGenerated={setSelectedId} />
            <Button icon={<PlusIcon size={16} />} onClick={() => fileInput.current?.click()}>
              Upload
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[200px_1fr]">
        <FolderTree folders={folders.data?.items ?? []} selected={folder} onSelect={setFolder} />
        <DropZone
          label="Drop files here to upload"
          onFiles={(files) => queue.add(files, uploadTarget)}
          className="min-h-[320px]"
        >
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <SearchInput
              value={search}
              onValueChange={setSearch}
              placeholder="Search by name or prompt"
              aria-label="Search media"
              className="w-full sm:w-64"
            />
            <select
              aria-label="Filter by tag"
              value={tag}
              onChange={(e) => setTag(e.target.value)}
              className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            >
              <option value="">All tags</option>
              {knownTags.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            <label className="flex items-center gap-1 text-sm text-zinc-600">
              <input type="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} /> Archived
            </label>
            <div className="ml-auto flex rounded-md border border-zinc-300 text-sm" role="group" aria-label="View">
              {(["grid", "list"] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  className={cn("px-3 py-1.5 capitalize", view === v ? "bg-zinc-900 text-white" : "text-zinc-600")}
                >
                  {v}
                </button>
              ))}
            </div>
          </div>
          <div className="mb-4">
            <UploadProgressList items={queue.items} onClear={queue.clearFinished} />
          </div>
          <div className={cn("grid gap-4", selectedId && "xl:grid-cols-[1fr_300px]")}>
            <div>
              <ListStates
                query={assets}
                what="media"
                isEmpty={(d) => d.items.length === 0}
                empty={
                  <EmptyState
                    title={archived ? "Nothing archived" : "No media here yet"}
                    description="Drag images onto this area, or use Upload."
                  />
                }
              >
                {(data) =>
                  view === "grid" ? (
                    <AssetGrid assets={data.items} selectedId={selectedId} onSelect={(a) => setSelectedId(a.id)} />
                  ) : (
                    <AssetTable assets={data.items} selectedId={selectedId} onSelect={(a) => setSelectedId(a.id)} />
                  )
                }
              </ListStates>
            </div>
            {selectedId ? (
              <AssetDetails id={selectedId} folders={folders.data?.items ?? []} onClose={() => setSelectedId(null)} />
            ) : null}
          </div>
        </DropZone>
      </div>
    </div>
  );
}
