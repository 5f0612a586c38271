import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { deleteSocialPost, findSocialPost, socialPostDTO, updateSocialPost } from "@/lib/content/social-posts";

/** The /api/posts/:id alias of /api/social-posts/:id: the same services, its own contracts for the OpenAPI document. */
export const GET = handle(contracts.getPostAlias, async ({ ctx, params }) =>
  socialPostDTO(await findSocialPost(ctx, params.id)),
);
export const PUT = handle(contracts.updatePostAlias, ({ ctx, params, body }) => updateSocialPost(ctx, params.id, body));
export const DELETE = handle(contracts.deletePostAlias, ({ ctx, params }) => deleteSocialPost(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
