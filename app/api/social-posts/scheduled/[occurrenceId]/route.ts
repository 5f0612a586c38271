import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/scheduling/contracts";
import { cancelOccurrence, rescheduleOccurrence } from "@/lib/scheduling/occurrences";

export const PATCH = handle(contracts.rescheduleOccurrence, ({ ctx, params, body }) =>
  rescheduleOccurrence(ctx, params.occurrenceId, body.scheduledAt),
);
export const DELETE = handle(contracts.cancelOccurrence, ({ ctx, params }) =>
  cancelOccurrence(ctx, params.occurrenceId),
);
export const { GET, HEAD, OPTIONS, PUT, POST } = otherMethods({ PATCH, DELETE });
