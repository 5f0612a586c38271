import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { createSocialPost, listSocialPosts } from "@/lib/content/contracts";
import { createSocialPost as create, listSocialPosts as list } from "@/lib/content/social-posts";

/** Variant A path; app/api/posts serves variant B with the same services. */
export const GET = handle(listSocialPosts, ({ ctx, query }) => list(ctx, query));
export const POST = handle(createSocialPost, ({ ctx, body }) => create(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
