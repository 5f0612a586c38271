import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { createPostVariantB, listPostsVariantB } from "@/lib/content/contracts";
import { createSocialPost, listSocialPosts } from "@/lib/content/social-posts";

/** Variant B path of /api/social-posts: same services, own contracts for the OpenAPI document. */
export const GET = handle(listPostsVariantB, ({ ctx, query }) => listSocialPosts(ctx, query));
export const POST = handle(createPostVariantB, ({ ctx, body }) => createSocialPost(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
