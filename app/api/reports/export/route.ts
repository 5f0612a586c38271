import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/reports/contracts";
import { exportReport } from "@/lib/reports/export-report";

export const GET = handle(contracts.exportReport, ({ ctx, query }) => exportReport(ctx, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
