import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { getEmailTemplate, updateEmailTemplate } from "@/lib/admin/email-templates";

export const GET = handle(contracts.getEmailTemplate, ({ params }) => getEmailTemplate(params.id));
export const PUT = handle(contracts.updateEmailTemplate, ({ ctx, params, body }) =>
  updateEmailTemplate(ctx, params.id, body),
);
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
