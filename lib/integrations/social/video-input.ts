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

/** The video's source broke off (or sent another length than it said): nothing was published, a retry fetches it again. */
export const videoUnreadable = (network: string) =>
  new ProviderError("transient", "The video could not be read whole from videoUrl.", {
    network,
    code: "VIDEO_INTERRUPTED",
  });
