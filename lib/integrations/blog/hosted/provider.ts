import { z } from "zod";
import type { BlogDestinationProvider } from "../types";

/**
 * The hosted blog at /blog/<handle>: the app itself serves the post, so publishing calls nothing
 * and only answers the public address (the access's baseUrl is the blog's own address). Whether a
 * post is on the blog is its delivery's state: published shows it, anything else hides it.
 */
const settings = z.object({}).strict();

export const hosted: BlogDestinationProvider<Record<string, never>> = {
  kind: "hosted",
  label: "Hosted blog",
  settings,
  secretLabel: "",

  async test() {},

  async publish(access, post) {
    return { remoteId: post.id, url: `${access.baseUrl}/${post.slug}` };
  },

  async unpublish() {},

  async remove() {},
};
