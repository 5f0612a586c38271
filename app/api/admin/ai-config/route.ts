import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listAiConfigs } from "@/lib/admin/ai-models";

export const GET = handle(contracts.listAiConfigs, () => listAiConfigs());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
