import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/reports/contracts";
import { previewReport } from "@/lib/reports/preview";

export const POST = handle(contracts.previewReport, ({ ctx, body }) => previewReport(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
