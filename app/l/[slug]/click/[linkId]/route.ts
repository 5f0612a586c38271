import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { clickServedFromNode } from "@/lib/link-in-bio/public-node";
import { followPublicLink } from "@/lib/link-in-bio/public-page";

export const POST = clickServedFromNode(
  handle(contracts.clickLinkInBioLink, ({ ctx, params }) => followPublicLink(ctx.req, params.slug, params.linkId)),
);
export const GET = clickServedFromNode(
  handle(contracts.followLinkInBioLink, ({ ctx, params }) => followPublicLink(ctx.req, params.slug, params.linkId)),
);
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
