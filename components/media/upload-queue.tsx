"use client";

import { useState, type DragEvent, type ReactNode } from "react";
import type { AssetDTO } from "@/lib/media/contracts";
import { cn } from "@/components/ui/cn";
import { CheckIcon, AlertIcon } from "@/components/ui/icons";
import { localProblem, uploadFile } from "./upload-file";

interface QueueItem {
  key: string;
  name: string;
  progress: number;
  state: "uploading" | "done" | "failed";
  error?: string;
}

/** Uploads files one request each, in parallel, tracking progress and errors per file. */
export function useUploadQueue(onUploaded: (asset: AssetDTO) => void) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const update = (key: string, patch: Partial<QueueItem>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  function add(files: FileList | File[], folderId?: string | null) {
    for (const file of Array.from(files)) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const problem = localProblem(file);
      setItems((all) => [
        ...all,
        { key, name: file.name, progress: 0, state: problem ? "failed" : "uploading", error: problem ?? undefined },
      ]);
      if (problem) continue;
      uploadFile(file, { folderId, onProgress: (progress) => update(key, { progress }) }).then(
        (asset) => {
          update(key, { progress: 1, state: "done" });
          onUploaded(asset);
        },
        (err: Error) => update(key, { state: "failed", error: err.message }),
      );
    }
  }
  const clearFinished = () => setItems((all) => all.filter((i) => i.state === "uploading"));
  return { items, add, clearFinished };
}

export function UploadProgressList({ items, onClear }: { items: QueueItem[]; onClear: () => void }) {
  if (items.length === 0) return null;
  return (
    <div className="rounded-lg border border-zinc-200 bg-white p-3" aria-label="Uploads">
      <div className="mb-2 flex items-center justify-between text-xs font-medium text-zinc-500">
        <span>Uploads</span>
        {items.some((i) => i.state !== "uploading") ? (
          <button type="button" className="text-brand-600 hover:underline" onClick={onClear}>
            Clear finished
          </button>
        ) : null}
      </div>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.key} className="text-sm" data-testid="upload-item">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate">{item.name}</span>
              <span
                className={cn(
                  "flex shrink-0 items-center gap-1 text-xs",
                  item.state === "failed" ? "text-red-600" : "text-zinc-500",
                )}
              >
                {item.state === "done" ? <CheckIcon size={14} className="text-emerald-600" /> : null}
                {item.state === "failed" ? <AlertIcon size={14} /> : null}
                {item.state === "uploading"
                  ? `${Math.round(item.progress * 100)}%`
                  : item.state === "done"
                    ? "Uploaded"
                    : "Failed"}
              </span>
            </div>
            <div
              className="mt-1 h-1.5 overflow-hidden rounded bg-zinc-100"
              role="progressbar"
              aria-valuenow={Math.round(item.progress * 100)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={`Upload of ${item.name}`}
            >
              <div
                className={cn("h-full transition-all", item.state === "failed" ? "bg-red-500" : "bg-brand-600")}
                style={{ width: `${item.state === "failed" ? 100 : item.progress * 100}%` }}
              />
            </div>
            {item.error ? <p className="mt-1 text-xs text-red-600">{item.error}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A region that takes dropped files; shows a highlight while files are dragged over it. */
export function DropZone({
  onFiles,
  children,
  className,
  label,
}: {
  onFiles: (files: FileList) => void;
  children: ReactNode;
  className?: string;
  label: string;
}) {
  const [over, setOver] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");
  return (
    <div
      aria-label={label}
      className={cn("relative rounded-xl", over && "ring-2 ring-brand-500 ring-offset-2", className)}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        if (e.dataTransfer.files.length) onFiles(e.dataTransfer.files);
      }}
    >
      {children}
      {over ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-xl bg-brand-50/80 text-sm font-medium text-brand-700">
          Drop to upload
        </div>
      ) : null}
    </div>
  );
}
