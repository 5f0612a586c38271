import { handle } from "@/lib/api/handle";
import { socialPostsB as routes } from "@/lib/content/contracts";
import { createSocialPost, listSocialPosts } from "@/lib/content/social-posts";

/** Variant B path; same code as the other variant (see lib/content/contracts.ts). */
export const GET = handle(routes.list, ({ ctx, query }) => listSocialPosts(ctx, query));
export const POST = handle(routes.create, ({ ctx, body }) => createSocialPost(ctx, body));
