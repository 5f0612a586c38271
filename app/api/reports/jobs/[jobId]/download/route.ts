import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/reports/contracts";
import { downloadReportJob } from "@/lib/reports/jobs";

export const GET = handle(contracts.downloadReportJob, ({ ctx, params }) => downloadReportJob(ctx, params.jobId));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
