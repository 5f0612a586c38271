import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { deletePostVariantB, getPostVariantB, updatePostVariantB } from "@/lib/content/contracts";
import { deleteSocialPost, findSocialPost, socialPostDTO, updateSocialPost } from "@/lib/content/social-posts";

/** Variant B path of /api/social-posts/:id: same services, own contracts for the OpenAPI document. */
export const GET = handle(getPostVariantB, async ({ ctx, params }) => socialPostDTO(await findSocialPost(ctx, params.id)));
export const PUT = handle(updatePostVariantB, ({ ctx, params, body }) => updateSocialPost(ctx, params.id, body));
export const DELETE = handle(deletePostVariantB, ({ ctx, params }) => deleteSocialPost(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
