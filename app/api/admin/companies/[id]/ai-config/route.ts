import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listCompanyAiConfigs, setCompanyAiConfig } from "@/lib/admin/ai-models";

export const GET = handle(contracts.listCompanyAiConfigs, ({ params }) => listCompanyAiConfigs(params.id));
export const PUT = handle(contracts.setCompanyAiConfigByBody, async ({ ctx, params, body: { task, ...override } }) => {
  await setCompanyAiConfig(ctx, params.id, task, override);
  return listCompanyAiConfigs(params.id);
});
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
