import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/scheduling/contracts";
import { listOccurrences } from "@/lib/scheduling/occurrences";
import { scheduleOccurrences } from "@/lib/scheduling/schedule-occurrences";

export const POST = handle(contracts.scheduleOccurrences, ({ ctx, body }) => scheduleOccurrences(ctx, body));
export const GET = handle(contracts.listScheduled, ({ ctx, query }) => listOccurrences(ctx, query));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
