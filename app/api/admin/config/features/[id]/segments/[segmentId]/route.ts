import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { detachFlagSegment } from "@/lib/admin/feature-flags";

export const DELETE = handle(contracts.detachFlagSegment, ({ ctx, params }) =>
  detachFlagSegment(ctx, params.id, params.segmentId),
);
export const { OPTIONS, GET, HEAD, POST, PUT, PATCH } = otherMethods({ DELETE });
