"use client";

import type { AssetDTO } from "@/lib/media/contracts";
import { cn } from "@/components/ui/cn";
import { AssetThumbnail } from "./asset-thumbnail";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface ViewProps {
  assets: AssetDTO[];
  selectedId: string | null;
  onSelect: (asset: AssetDTO) => void;
}

export function AssetGrid({ assets, selectedId, onSelect }: ViewProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Assets">
      {assets.map((asset) => (
        <li key={asset.id}>
          <button
            type="button"
            onClick={() => onSelect(asset)}
            aria-pressed={selectedId === asset.id}
            className={cn(
              "group w-full overflow-hidden rounded-lg border bg-white text-left",
              selectedId === asset.id
                ? "border-brand-500 ring-2 ring-brand-200"
                : "border-zinc-200 hover:border-zinc-300",
            )}
          >
            <div className="flex aspect-square items-center justify-center bg-zinc-50">
              <AssetThumbnail
                asset={asset}
                className="max-h-full max-w-full object-contain"
                placeholderClassName="h-full w-full"
              />
            </div>
            <div className="px-2 py-1.5">
              <p className="truncate text-xs font-medium text-zinc-800">{asset.filename}</p>
              <p className="truncate text-[11px] text-zinc-500">
                {asset.usageCount > 0 ? `Used in ${asset.usageCount}` : "Not used"}
                {asset.tags.length ? ` · ${asset.tags.join(", ")}` : ""}
              </p>
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The file takes whatever width the other columns leave (they size to their content), so names
 * stay readable beside the details panel. On a phone the table keeps the file and its use; size,
 * dimensions and tags show from `sm` up.
 */
export function AssetTable({ assets, selectedId, onSelect }: ViewProps) {
  const cell = "whitespace-nowrap py-2 pl-3";
  const wide = cn(cell, "hidden sm:table-cell");
  return (
    <table className="w-full text-sm" aria-label="Assets">
      <thead className="text-left text-xs text-zinc-500">
        <tr>
          <th className="py-2 font-medium">File</th>
          <th className={cn(wide, "font-medium")}>Size</th>
          <th className={cn(wide, "font-medium")}>Dimensions</th>
          <th className={cn(wide, "font-medium")}>Tags</th>
          <th className={cn(cell, "text-right font-medium")}>Used</th>
        </tr>
      </thead>
      <tbody>
        {assets.map((asset) => (
          <tr
            key={asset.id}
            onClick={() => onSelect(asset)}
            className={cn(
              "cursor-pointer border-t border-zinc-100",
              selectedId === asset.id ? "bg-brand-50" : "hover:bg-zinc-50",
            )}
          >
            <td className="w-full max-w-0 py-2">
              <button
                type="button"
                className="flex w-full min-w-0 items-center gap-2 text-left"
                onClick={() => onSelect(asset)}
              >
                <AssetThumbnail asset={asset} alt="" className="h-8 w-8 shrink-0 rounded object-cover" />
                <span className="truncate">{asset.filename}</span>
              </button>
            </td>
            <td className={cn(wide, "text-zinc-600")}>{formatBytes(asset.sizeBytes)}</td>
            <td className={cn(wide, "text-zinc-600")}>
              {asset.width && asset.height ? `${asset.width}×${asset.height}` : "—"}
            </td>
            <td className={cn(wide, "max-w-32 truncate text-zinc-600")}>{asset.tags.join(", ") || "—"}</td>
            <td className={cn(cell, "text-right text-zinc-600")}>{asset.usageCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
