import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { updateAiConfig } from "@/lib/admin/ai-models";

export const PUT = handle(contracts.updateAiConfig, ({ ctx, params, body }) => updateAiConfig(ctx, params.task, body));
export const { OPTIONS, GET, HEAD, POST, PATCH, DELETE } = otherMethods({ PUT });
