import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { createSegment, listSegments } from "@/lib/admin/segments";

export const GET = handle(contracts.listSegments, () => listSegments());
export const POST = handle(contracts.createSegment, ({ ctx, body }) => createSegment(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
