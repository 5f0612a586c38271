import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { previewEmailTemplate } from "@/lib/admin/email-templates";

export const POST = handle(contracts.previewEmailTemplate, ({ params, body }) => previewEmailTemplate(params.id, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
