import type { AssetDTO } from "@/lib/media/contracts";
import { MAX_UPLOAD_BYTES, filenameProblem, isUploadContentType } from "@/lib/media/limits";

/** A problem the browser can see before sending (the server checks everything again), or null. */
export function localProblem(file: File): string | null {
  if (!isUploadContentType(file.type))
    return `${file.type || "This kind of file"} is not accepted: JPEG, PNG, GIF, WebP or SVG only`;
  if (file.size === 0) return "The file is empty";
  if (file.size > MAX_UPLOAD_BYTES) return "The file is larger than 10 MB";
  const name = filenameProblem(file.name);
  return name ? `The filename ${name}` : null;
}

/**
 * Uploads one file to POST /api/assets/direct with XMLHttpRequest, the one browser API that
 * reports upload progress. Resolves with the asset; rejects with the server's message.
 */
export function uploadFile(
  file: File,
  opts: { folderId?: string | null; onProgress: (fraction: number) => void },
): Promise<AssetDTO> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (opts.folderId) form.append("folderId", opts.folderId);
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/assets/direct");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { asset?: AssetDTO; message?: string; error?: string } | null;
      if (xhr.status === 201 && body?.asset) resolve(body.asset);
      else reject(new Error(body?.message ?? body?.error ?? `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error("The upload was interrupted; check your connection and try again"));
    xhr.send(form);
  });
}
