import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/scheduling/contracts";
import { retryOccurrence } from "@/lib/scheduling/occurrences";

export const POST = handle(contracts.retryOccurrence, ({ ctx, params }) => retryOccurrence(ctx, params.occurrenceId));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
