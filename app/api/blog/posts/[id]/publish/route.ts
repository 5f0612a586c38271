import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { publishBlogPost } from "@/lib/content/blog-posts";

export const POST = handle(contracts.publishBlogPost, ({ ctx, params, body }) =>
  publishBlogPost(ctx, params.id, body.destinationIds),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
