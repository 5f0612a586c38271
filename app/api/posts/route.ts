import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { createSocialPost, listSocialPosts } from "@/lib/content/social-posts";

/** The /api/posts alias of /api/social-posts: the same services, its own contracts for the OpenAPI document. */
export const GET = handle(contracts.listPostsAlias, ({ ctx, query }) => listSocialPosts(ctx, query));
export const POST = handle(contracts.createPostAlias, ({ ctx, body }) => createSocialPost(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
