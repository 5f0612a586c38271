import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listEmailTemplates } from "@/lib/admin/email-templates";

export const GET = handle(contracts.listEmailTemplates, () => listEmailTemplates());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
