import { ProviderError } from "@/lib/integrations/http";
import type { VideoInput } from "./types";

/** A video whose bytes are already in memory (tests, small sources): its chunks can be read again. */
export function videoFromBytes(data: Uint8Array, mimeType: string, url: string): VideoInput {
  return {
    mimeType,
    url,
    size: data.length,
    chunks: async function* () {
      yield data;
    },
  };
}

/**
 * The whole video in memory, for comparing what a network received (tests); uploads read their
 * source chunk by chunk instead. A source shorter or longer than it said fails like an interrupted fetch.
 */
export async function readVideo(video: VideoInput, network: string): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const part of video.chunks()) {
      parts.push(part);
      size += part.length;
    }
  } catch {
    throw videoUnreadable(network);
  }
  if (video.size !== null && size !== video.size) throw videoUnreadable(network);
  return new Uint8Array(Buffer.concat(parts));
}

/** The video's source broke off (or sent another length than it said): nothing was published, a retry fetches it again. */
export const videoUnreadable = (network: string) =>
  new ProviderError("transient", "The video could not be read whole from videoUrl.", {
    network,
    code: "VIDEO_INTERRUPTED",
  });
