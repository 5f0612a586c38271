import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { deleteSocialPost, findSocialPost, socialPostDTO, updateSocialPost } from "@/lib/content/social-posts";

/** Also served at /api/posts/:id (an alias, app/api/posts/[id]) by the same services. */
export const GET = handle(contracts.getSocialPost, async ({ ctx, params }) =>
  socialPostDTO(await findSocialPost(ctx, params.id)),
);
export const PUT = handle(contracts.updateSocialPost, ({ ctx, params, body }) =>
  updateSocialPost(ctx, params.id, body),
);
export const DELETE = handle(contracts.deleteSocialPost, ({ ctx, params }) => deleteSocialPost(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
