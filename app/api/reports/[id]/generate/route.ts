import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/reports/contracts";
import { startReportJob } from "@/lib/reports/jobs";

export const POST = handle(contracts.generateReport, ({ ctx, params }) => startReportJob(ctx, params.id));
export const { OPTIONS, HEAD, GET, PUT, PATCH, DELETE } = otherMethods({ POST });
