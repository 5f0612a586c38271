import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { deletePage, getPageWithLinks, updatePage } from "@/lib/link-in-bio/pages";

export const GET = handle(contracts.getLinkInBioPage, ({ ctx, params }) => getPageWithLinks(ctx, params.slug));
export const PUT = handle(contracts.updateLinkInBioPage, ({ ctx, params, body }) => updatePage(ctx, params.slug, body));
export const DELETE = handle(contracts.deleteLinkInBioPage, ({ ctx, params }) => deletePage(ctx, params.slug));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
