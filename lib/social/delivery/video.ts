import { ProviderError } from "@/lib/integrations/http";
import { guardedStream, OutboundFailedError, OutboundRefusedError } from "@/lib/integrations/outbound/guarded-fetch";
import type { VideoInput } from "@/lib/integrations/social";
import type { PlatformLimits } from "@/lib/integrations/social/limits";

/**
 * The most of a video fetched for one publish, whatever a network would take. Videos come from the
 * post's videoUrl and stream to the network as they arrive (YouTube holds one upload chunk at a time).
 */
export const VIDEO_FETCH_MAX_BYTES = 512 * 1024 * 1024;
/** Until the source answers; afterwards it fails when no byte comes for VIDEO_IDLE_MS. */
const VIDEO_FETCH_TIMEOUT_MS = 60_000;
const VIDEO_IDLE_MS = 60_000;

const BY_EXTENSION: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

function videoType(contentType: string | null, url: string): string {
  const declared = contentType?.split(";")[0].trim().toLowerCase();
  if (declared?.startsWith("video/")) return declared;
  const extension = new URL(url).pathname.split(".").pop()?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? declared ?? "application/octet-stream";
}

const refused = (network: string, message: string) =>
  new ProviderError("bad_request", message, { network, code: "VIDEO_UNAVAILABLE" });

const tooLarge = (network: string, maxBytes: number) =>
  refused(network, `The video at videoUrl is over the ${maxBytes.toLocaleString("en")}-byte limit.`);

/**
 * The post's video for a network that takes videos, fetched through the outbound guard (the URL is
 * the user's: every address it resolves to must be public, redirects checked again). Networks that
 * take no video get none. What could not be fetched fails the delivery in plain words; nothing of
 * the answer is echoed. The body is read by the network's upload, once; a source that declares a
 * size over the limit is refused before any of it is read.
 */
export async function loadVideo(
  videoUrl: string | null,
  limits: PlatformLimits,
  network: string,
): Promise<VideoInput | undefined> {
  if (!videoUrl || !limits.video) return undefined;
  const maxBytes = Math.min(limits.video.maxBytes, VIDEO_FETCH_MAX_BYTES);
  try {
    const answer = await guardedStream(videoUrl, {
      timeoutMs: VIDEO_FETCH_TIMEOUT_MS,
      idleMs: VIDEO_IDLE_MS,
      maxBytes,
    });
    const declared = answer.headers.get("content-length");
    const size = declared && /^\d+$/.test(declared) ? Number(declared) : null;
    if (answer.status < 200 || answer.status >= 300 || (size !== null && size > maxBytes)) answer.body.destroy();
    if (answer.status < 200 || answer.status >= 300)
      throw refused(network, `The video at videoUrl could not be fetched (HTTP ${answer.status}).`);
    if (size !== null && size > maxBytes) throw tooLarge(network, maxBytes);
    return {
      mimeType: videoType(answer.headers.get("content-type"), answer.url),
      url: answer.url,
      size,
      chunks: () => answer.body,
    };
  } catch (err) {
    if (err instanceof OutboundRefusedError) throw refused(network, `The videoUrl was refused: ${err.message}`);
    if (err instanceof OutboundFailedError)
      throw refused(network, `The video at videoUrl could not be fetched (${err.message}).`);
    throw err;
  }
}
