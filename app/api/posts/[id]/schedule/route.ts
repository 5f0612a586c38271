import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/scheduling/contracts";
import { scheduleOccurrences } from "@/lib/scheduling/schedule-occurrences";

export const POST = handle(contracts.schedulePostByPath, ({ ctx, params, body }) =>
  scheduleOccurrences(ctx, { ...body, sourcePostId: params.id }),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
