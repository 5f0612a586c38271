import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/social/contracts";
import { publishNow } from "@/lib/social/delivery/publish-now";

export const POST = handle(contracts.publishNow, ({ ctx, params, body }) => publishNow(ctx, params.platform, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
