import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { pageServedFromNode } from "@/lib/link-in-bio/public-node";
import { viewPublicPage } from "@/lib/link-in-bio/public-page";

export const GET = pageServedFromNode(
  handle(contracts.viewLinkInBioPage, ({ ctx, params }) => viewPublicPage(ctx.req, params.slug, "negotiate")),
  "negotiate",
);
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
