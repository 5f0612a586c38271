import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { startConnect } from "@/lib/social/connect-account";
import * as contracts from "@/lib/social/contracts";

export const POST = handle(contracts.startSocialConnect, ({ ctx, params, body }) =>
  startConnect(ctx, params.platform, body, ctx.req.url),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
