import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { checkSlug } from "@/lib/link-in-bio/pages";

export const POST = handle(contracts.checkLinkInBioSlug, ({ ctx, params, body }) =>
  checkSlug(ctx, params.slug, body.slug),
);
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods({ POST });
