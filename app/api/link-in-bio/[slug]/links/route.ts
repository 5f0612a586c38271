import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { createLink, listLinks } from "@/lib/link-in-bio/links";

export const GET = handle(contracts.listLinkInBioLinks, ({ ctx, params }) => listLinks(ctx, params.slug));
export const POST = handle(contracts.createLinkInBioLink, ({ ctx, params, body }) =>
  createLink(ctx, params.slug, body),
);
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
