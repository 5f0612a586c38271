import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { completeConnect } from "@/lib/social/complete-connect";
import * as contracts from "@/lib/social/contracts";

export const GET = handle(contracts.socialConnectCallback, ({ ctx, params, query }) =>
  completeConnect(ctx, params.platform, query, ctx.req),
);
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
