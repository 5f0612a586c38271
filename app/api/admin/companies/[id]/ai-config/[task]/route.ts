import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { deleteCompanyAiConfig, setCompanyAiConfig } from "@/lib/admin/ai-models";

export const PUT = handle(contracts.setCompanyAiConfig, ({ ctx, params, body }) =>
  setCompanyAiConfig(ctx, params.id, params.task, body),
);
export const DELETE = handle(contracts.deleteCompanyAiConfig, ({ ctx, params }) =>
  deleteCompanyAiConfig(ctx, params.id, params.task),
);
export const { OPTIONS, GET, HEAD, POST, PATCH } = otherMethods({ PUT, DELETE });
