import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/reports/contracts";
import { createReport, listReports } from "@/lib/reports/reports";

export const GET = handle(contracts.listReports, ({ ctx, query }) => listReports(ctx, query));
export const POST = handle(contracts.createReport, ({ ctx, body }) => createReport(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
