import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { deleteSocialPost, getSocialPost, updateSocialPost } from "@/lib/content/contracts";
import { deleteSocialPost as remove, findSocialPost, socialPostDTO, updateSocialPost as update } from "@/lib/content/social-posts";

/** Variant A path; app/api/posts/[id] serves variant B with the same services. */
export const GET = handle(getSocialPost, async ({ ctx, params }) => socialPostDTO(await findSocialPost(ctx, params.id)));
export const PUT = handle(updateSocialPost, ({ ctx, params, body }) => update(ctx, params.id, body));
export const DELETE = handle(deleteSocialPost, ({ ctx, params }) => remove(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
