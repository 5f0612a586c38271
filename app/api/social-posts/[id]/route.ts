import { handle } from "@/lib/api/handle";
import { socialPostsA as routes } from "@/lib/content/contracts";
import { deleteSocialPost, findSocialPost, socialPostDTO, updateSocialPost } from "@/lib/content/social-posts";

/** Variant A path; same code as the other variant (see lib/content/contracts.ts). */
export const GET = handle(routes.get, async ({ ctx, params }) => socialPostDTO(await findSocialPost(ctx, params.id)));
export const PUT = handle(routes.update, ({ ctx, params, body }) => updateSocialPost(ctx, params.id, body));
export const DELETE = handle(routes.remove, ({ ctx, params }) => deleteSocialPost(ctx, params.id));
