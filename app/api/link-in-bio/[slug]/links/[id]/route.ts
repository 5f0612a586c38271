import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { deleteLink, updateLink } from "@/lib/link-in-bio/links";

export const PUT = handle(contracts.updateLinkInBioLink, ({ ctx, params, body }) =>
  updateLink(ctx, params.slug, params.id, body),
);
export const DELETE = handle(contracts.deleteLinkInBioLink, ({ ctx, params }) =>
  deleteLink(ctx, params.slug, params.id),
);
export const { HEAD, OPTIONS, GET, POST, PATCH } = otherMethods({ PUT, DELETE });
