import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { viewPublicPage } from "@/lib/link-in-bio/public-page";

export const GET = handle(contracts.getPublicLinkInBioPage, ({ ctx, params }) => viewPublicPage(ctx.req, params.slug, "json"));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
