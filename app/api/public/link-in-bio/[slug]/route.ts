import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { pageServedFromNode } from "@/lib/link-in-bio/public-node";
import { viewPublicPage } from "@/lib/link-in-bio/public-page";

export const GET = pageServedFromNode(
  handle(contracts.getPublicLinkInBioPage, ({ ctx, params }) => viewPublicPage(ctx.req, params.slug, "json")),
  "json",
);
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
