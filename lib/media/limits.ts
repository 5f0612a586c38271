/** The reference's upload limits, in one place for the contracts, the services and the pages. */
export const UPLOAD_CONTENT_TYPES = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/svg+xml",
] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** What each accepted type is stored and served as (image/jpg is an alias of image/jpeg). */
export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "svg";

export const FORMAT_OF: Record<UploadContentType, ImageFormat> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};
export const CONTENT_TYPE_OF: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_FILENAME_LENGTH = 255;
/** Presigned upload URLs: 1 hour. viewUrls: 15 minutes. */
export const PRESIGNED_UPLOAD_TTL_SECONDS = 60 * 60;
export const VIEW_URL_TTL_SECONDS = 15 * 60;

export function isUploadContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

/** Why a filename is refused, or null when it is acceptable. */
export function filenameProblem(name: string): string | null {
  if (name.trim().length === 0) return "must not be empty";
  if (name.length > MAX_FILENAME_LENGTH) return `must be at most ${MAX_FILENAME_LENGTH} characters`;
  if (name.includes("..")) return "must not contain ..";
  if (name.includes("/")) return "must not contain /";
  if (name.includes("\\")) return "must not contain \\";
  // Control characters would end up in Content-Disposition headers and logs.
  if (/[\u0000-\u001f\u007f]/.test(name)) return "must not contain control characters";
  return null;
}

export function sizeProblem(bytes: number): string | null {
  if (!Number.isInteger(bytes) || bytes <= 0) return "must be greater than 0 bytes";
  if (bytes > MAX_UPLOAD_BYTES) return `must be at most ${MAX_UPLOAD_BYTES} bytes (10 MB)`;
  return null;
}
