import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { wantsStructuredStream } from "@/lib/ai/stream-structured";
import * as contracts from "@/lib/content/contracts";
import { generateContentCalendar, generateContentCalendarStream } from "@/lib/content/ai/planning";

export const POST = handle(contracts.generateContentCalendar, ({ ctx, body }) =>
  wantsStructuredStream(ctx.headers) ? generateContentCalendarStream(ctx, body) : generateContentCalendar(ctx, body),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
