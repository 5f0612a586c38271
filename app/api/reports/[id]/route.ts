import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/reports/contracts";
import { deleteReport, findReportRow, reportDTO, updateReport } from "@/lib/reports/reports";

export const GET = handle(contracts.getReport, async ({ ctx, params }) =>
  reportDTO(await findReportRow(ctx, params.id)),
);
export const PUT = handle(contracts.updateReport, ({ ctx, params, body }) => updateReport(ctx, params.id, body));
export const DELETE = handle(contracts.deleteReport, ({ ctx, params }) => deleteReport(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
