import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { createPage, listPages } from "@/lib/link-in-bio/pages";

export const GET = handle(contracts.listLinkInBioPages, ({ ctx, query }) => listPages(ctx, query));
export const POST = handle(contracts.createLinkInBioPage, ({ ctx, body }) => createPage(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
