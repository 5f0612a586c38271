import { ProviderError } from "@/lib/integrations/http";
import type { MediaInput } from "../types";
import type { Graph } from "./graph";

/** How many times a container's status is asked before the publish is given up as still processing. */
const MAX_POLLS = 30;

/**
 * Instagram and Threads publish in two steps: a media container, which the network fills by
 * fetching the media, then a publish of the container once its status is FINISHED. A container
 * that never publishes expires unused, so giving up while it processes is safe to retry.
 */
export function containerFlow(
  graph: Graph,
  options: { network: string; label: string; pollIntervalMs: number; statusField: "status_code" | "status" },
) {
  const { network, label } = options;

  /** The public URL the network fetches the image from; uploads are not taken. */
  function mediaUrl(media: MediaInput): string {
    if (!media.url)
      throw new ProviderError("bad_request", `${label} fetches images from a public URL, and this image has none.`, {
        network,
        code: "MEDIA_URL_REQUIRED",
      });
    return media.url;
  }

  async function create(path: string, token: string, fields: Record<string, string>): Promise<string> {
    // A container is not a post: one created twice only leaves an unused container, which expires.
    const created = await graph<{ id: string }>({
      op: "create-container",
      method: "POST",
      path,
      form: fields,
      token,
      idempotent: true,
    });
    return created.id;
  }

  async function waitUntilReady(containerId: string, token: string): Promise<void> {
    for (let poll = 1; ; poll++) {
      const answer = await graph<{ status_code?: string; status?: string; error_message?: string }>({
        op: "container-status",
        method: "GET",
        path: `/${containerId}`,
        query: { fields: options.statusField === "status_code" ? "status_code,status" : "status,error_message" },
        token,
      });
      const status = answer[options.statusField];
      if (status === "FINISHED" || status === "PUBLISHED") return;
      if (status === "ERROR")
        throw new ProviderError(
          "bad_request",
          `${label} could not use the media: ${answer.error_message ?? answer.status ?? "it was refused"}.`,
          { network, code: "CONTAINER_ERROR" },
        );
      if (status === "EXPIRED" || poll >= MAX_POLLS)
        throw new ProviderError("transient", `${label} is still processing the media; nothing was published.`, {
          network,
          code: "CONTAINER_NOT_READY",
        });
      await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs));
    }
  }

  async function publish(path: string, containerId: string, token: string): Promise<string> {
    await waitUntilReady(containerId, token);
    const published = await graph<{ id: string }>({
      op: "publish",
      method: "POST",
      path,
      form: { creation_id: containerId },
      token,
    });
    return published.id;
  }

  /** The post's permalink, best effort: a publish that went out is not failed for want of its link. */
  async function permalink(mediaId: string, token: string): Promise<string | null> {
    return graph<{ permalink?: string }>({
      op: "permalink",
      method: "GET",
      path: `/${mediaId}`,
      query: { fields: "permalink" },
      token,
    }).then(
      (m) => m.permalink ?? null,
      () => null,
    );
  }

  return { mediaUrl, create, publish, permalink };
}
