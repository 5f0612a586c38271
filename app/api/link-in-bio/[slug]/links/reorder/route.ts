import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { reorderLinks } from "@/lib/link-in-bio/reorder-links";

export const POST = handle(contracts.reorderLinkInBioLinks, ({ ctx, params, body }) =>
  reorderLinks(ctx, params.slug, body),
);
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods({ POST });
