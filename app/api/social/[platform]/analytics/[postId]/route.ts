import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { postAnalytics } from "@/lib/social/analytics";
import * as contracts from "@/lib/social/contracts";

export const GET = handle(contracts.postAnalytics, ({ ctx, params }) =>
  postAnalytics(ctx, params.platform, params.postId),
);
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
