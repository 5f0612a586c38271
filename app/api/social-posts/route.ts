import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { createSocialPost, listSocialPosts } from "@/lib/content/social-posts";

/** Also served at /api/posts (an alias, app/api/posts) by the same services. */
export const GET = handle(contracts.listSocialPosts, ({ ctx, query }) => listSocialPosts(ctx, query));
export const POST = handle(contracts.createSocialPost, ({ ctx, body }) => createSocialPost(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
