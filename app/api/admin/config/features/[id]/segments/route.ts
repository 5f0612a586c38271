import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { attachFlagSegment } from "@/lib/admin/feature-flags";

export const POST = handle(contracts.attachFlagSegment, ({ ctx, params, body }) =>
  attachFlagSegment(ctx, params.id, body.segmentId),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
