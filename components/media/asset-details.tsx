"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { apiRequest, ApiClientError, errorMessage } from "@/lib/api/client";
import * as contracts from "@/lib/media/contracts";
import type { AssetDetailDTO, FolderDTO } from "@/lib/media/contracts";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ArchiveIcon, TrashIcon, XIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { AssetThumbnail } from "./asset-thumbnail";
import { formatBytes } from "./asset-views";
import { useAsset, useRefreshMedia } from "./queries";

const CONTENT_LINKS = {
  SOCIAL_POST: { label: "Social post", href: (id: string) => `/content/social/${id}` },
  BLOG_POST: { label: "Blog post", href: (id: string) => `/content/blog/${id}` },
  VIDEO_SCRIPT: { label: "Video script", href: (id: string) => `/content/scripts/${id}` },
} as const;

/** The selected asset: preview, facts, folder, tags, where it is used, archive/restore and delete. */
export function AssetDetails({ id, folders, onClose }: { id: string; folders: FolderDTO[]; onClose: () => void }) {
  const query = useAsset(id);
  const refresh = useRefreshMedia();
  const [tag, setTag] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const asset = query.data;
  const panel = useRef<HTMLElement>(null);
  const shownId = asset?.id;
  // Below xl the details sit under the grid, out of sight: once an asset's details are in (the page is
  // only then tall enough to scroll to them), bring them into view.
  useEffect(() => {
    if (shownId && !window.matchMedia("(min-width: 80rem)").matches)
      panel.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [shownId]);

  async function patch(body: { folderId?: string | null; tags?: string[]; isArchived?: boolean }) {
    setError(null);
    try {
      await apiRequest(contracts.updateAsset, { params: { id }, body });
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function remove(a: AssetDetailDTO) {
    setBusy(true);
    try {
      await apiRequest(contracts.deleteAsset, {
        params: { id },
        query: { hard: "true", force: a.usageCount > 0 ? "true" : "false" },
      });
      setConfirming(false);
      onClose();
      await refresh();
    } catch (err) {
      setError(err instanceof ApiClientError ? err.message : errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (query.isPending)
    return <aside className="rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-500">Loading…</aside>;
  if (!asset)
    return (
      <aside className="rounded-lg border border-zinc-200 bg-white p-4 text-sm text-red-600">
        {errorMessage(query.error)}
      </aside>
    );

  return (
    <aside
      ref={panel}
      aria-label="Asset details"
      className="scroll-mt-20 space-y-4 rounded-lg border border-zinc-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-sm font-semibold text-zinc-900">{asset.filename}</h2>
        <button
          type="button"
          aria-label="Close details"
          onClick={onClose}
          className="text-zinc-400 hover:text-zinc-700"
        >
          <XIcon size={16} />
        </button>
      </div>
      {/* A fixed height: the panel does not grow when the image arrives, so scrolling to it lands. */}
      <a
        href={asset.viewUrl}
        target="_blank"
        rel="noreferrer"
        className="flex h-56 items-center justify-center bg-zinc-50"
      >
        <AssetThumbnail
          asset={asset}
          className="max-h-full max-w-full object-contain"
          placeholderClassName="h-full w-full"
        />
      </a>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-xs">
        <dt className="text-zinc-500">Type</dt>
        <dd>{asset.format?.toUpperCase() ?? asset.contentType}</dd>
        <dt className="text-zinc-500">Dimensions</dt>
        <dd>{asset.width && asset.height ? `${asset.width} × ${asset.height}` : "—"}</dd>
        <dt className="text-zinc-500">Size</dt>
        <dd>{formatBytes(asset.sizeBytes)}</dd>
        <dt className="text-zinc-500">{asset.prompt ? "Generated" : "Uploaded"}</dt>
        <dd>{new Date(asset.createdAt).toLocaleString()}</dd>
      </dl>

      {/* A generated image keeps the prompt it was made from: shown to reuse or vary it (the search finds it too). */}
      {asset.prompt ? (
        <div>
          <div className="flex items-center justify-between gap-2">
            <p id="asset-prompt-label" className="text-xs font-medium text-zinc-600">
              Prompt
            </p>
            <CopyButton value={asset.prompt} label="Copy prompt" />
          </div>
          <p
            aria-labelledby="asset-prompt-label"
            className="mt-1 whitespace-pre-wrap break-words rounded-md bg-zinc-50 p-2 text-xs text-zinc-800"
          >
            {asset.prompt}
          </p>
        </div>
      ) : null}

      <label className="block text-xs font-medium text-zinc-600">
        Folder
        <select
          className="mt-1 block w-full rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm"
          value={asset.folderId ?? ""}
          onChange={(e) => void patch({ folderId: e.target.value || null })}
        >
          <option value="">Not in a folder</option>
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>

      <div>
        <p className="text-xs font-medium text-zinc-600">Tags</p>
        <ul className="mt-1 flex flex-wrap gap-1">
          {asset.tags.map((t) => (
            <li key={t} className="flex items-center gap-1 rounded-full bg-zinc-100 px-2 py-0.5 text-xs">
              {t}
              <button
                type="button"
                aria-label={`Remove tag ${t}`}
                onClick={() => void patch({ tags: asset.tags.filter((x) => x !== t) })}
              >
                <XIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
        <form
          className="mt-2 flex gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            if (!tag.trim()) return;
            void patch({ tags: [...asset.tags, tag.trim()] }).then(() => setTag(""));
          }}
        >
          <Input
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            placeholder="Add a tag"
            aria-label="Add a tag"
            className="h-8 text-sm"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={!tag.trim()}>
            Add
          </Button>
        </form>
      </div>

      <div>
        <p className="text-xs font-medium text-zinc-600">Where it is used</p>
        {asset.usage.length === 0 ? (
          <p className="mt-1 text-xs text-zinc-500">Not used in any content yet.</p>
        ) : (
          <ul className="mt-1 space-y-1" aria-label="Usage">
            {asset.usage.map((u) => (
              <li key={u.id} className="text-xs">
                <span className="text-zinc-500">{CONTENT_LINKS[u.contentType].label}: </span>
                <Link className="text-brand-700 hover:underline" href={CONTENT_LINKS[u.contentType].href(u.contentId)}>
                  {u.title || "(untitled)"}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>

      {error ? (
        <p className="text-xs text-red-600" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<ArchiveIcon size={14} />}
          onClick={() => void patch({ isArchived: !asset.isArchived })}
        >
          {asset.isArchived ? "Restore" : "Archive"}
        </Button>
        <Button size="sm" variant="outline-danger" icon={<TrashIcon size={14} />} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove(asset)}
        loading={busy}
        title={`Delete "${asset.filename}" permanently?`}
        description={
          asset.usageCount > 0
            ? `It is used in ${asset.usageCount} piece(s) of content; deleting removes it from them too. This cannot be undone. Archive it instead to hide it and keep it.`
            : "The file is removed for good. This cannot be undone."
        }
        confirmLabel="Delete permanently"
      />
    </aside>
  );
}
