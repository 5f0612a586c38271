import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/scheduling/contracts";
import { scheduleOccurrences } from "@/lib/scheduling/schedule-occurrences";

export const POST = handle(contracts.batchSchedule, ({ ctx, body }) => scheduleOccurrences(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
