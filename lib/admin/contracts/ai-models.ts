import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp, uuid } from "@/lib/api/schemas";
import { AI_ADAPTERS, AI_PROVIDERS, AI_TASKS } from "@/lib/ai/catalog";
import { maskedSecret, secretInput, superAdmin, text } from "./shared";

const ai = { ...superAdmin, tag: "Admin: AI" } as const;

export const aiTask = z.enum(AI_TASKS);
export const aiProvider = z.enum(AI_PROVIDERS);
const modelName = text(200).min(1, "is required");
const price = z.number().min(0, "must be at least 0").max(100_000, "must be at most 100000");

/** The settings of one model: shared by the global config and A/B variants. */
export const modelSettings = {
  provider: aiProvider,
  model: modelName,
  maxTokens: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(200_000, "must be at most 200000"),
  temperature: z.number().min(0, "must be at least 0").max(2, "must be at most 2"),
  inputCostPer1M: price.describe("US dollars per million input tokens"),
  outputCostPer1M: price.describe("US dollars per million output tokens"),
};

export const AiModelConfigDTO = z.object({
  id: z.uuid(),
  task: z.string(),
  ...modelSettings,
  provider: z.string(),
  model: z.string(),
  updatedAt: timestamp,
});

export const AiConfigPatch = z.object(modelSettings).partial();

export const listAiConfigs = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/ai-config",
  summary: "The global model of every AI task",
  response: z.array(AiModelConfigDTO),
});

export const updateAiConfig = contract({
  ...ai,
  method: "PUT",
  path: "/api/admin/ai-config/:task",
  summary: "Set a task's global model (partial)",
  description:
    "`:task` is a task name (brand_analysis, field_refinement, ...) or the config's id. Only the fields sent change.",
  params: z.object({ task: z.string().trim().min(1).max(100) }),
  body: AiConfigPatch,
  response: AiModelConfigDTO,
  audit: "admin.ai_config.update",
  errors: [403, 404, 429],
});

export const CompanyAiConfigDTO = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  task: z.string(),
  provider: z.string(),
  model: z.string(),
  useOwnKey: z.boolean(),
  apiKey: maskedSecret,
  updatedAt: timestamp,
});

const companyParams = z.object({ id: uuid });
const overrideFields = {
  provider: aiProvider,
  model: modelName,
  useOwnKey: z.boolean().optional().describe("Call with the company's own key (apiKey) instead of the platform's"),
  apiKey: secretInput.optional().describe("The company's own key, stored encrypted; answered masked"),
};

export const CompanyAiConfigBody = z.object(overrideFields);

export const listCompanyAiConfigs = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/companies/:id/ai-config",
  summary: "A company's model overrides",
  params: companyParams,
  response: z.array(CompanyAiConfigDTO),
  errors: [403, 404, 429],
});

export const setCompanyAiConfig = contract({
  ...ai,
  method: "PUT",
  path: "/api/admin/companies/:id/ai-config/:task",
  summary: "Override a task's model for one company",
  description:
    "The company's calls of this task use this model (before any A/B test and the global config). useOwnKey needs an apiKey, sent now or stored before.",
  params: companyParams.extend({ task: aiTask }),
  body: CompanyAiConfigBody,
  response: CompanyAiConfigDTO,
  audit: "admin.company_ai_config.update",
  errors: [403, 404, 429],
});

export const setCompanyAiConfigByBody = contract({
  ...ai,
  method: "PUT",
  path: "/api/admin/companies/:id/ai-config",
  summary: "Override a task's model for one company (task in the body)",
  description:
    "The same as PUT /api/admin/companies/:id/ai-config/:task with the task named in the body; answers all the company's overrides.",
  params: companyParams,
  body: z.object({ task: aiTask, ...overrideFields }),
  response: z.array(CompanyAiConfigDTO),
  audit: "admin.company_ai_config.update",
  errors: [403, 404, 429],
});

export const deleteCompanyAiConfig = contract({
  ...ai,
  method: "DELETE",
  path: "/api/admin/companies/:id/ai-config/:task",
  summary: "Remove a company's override: the task reverts to the global model",
  params: companyParams.extend({ task: aiTask }),
  response: z.object({ success: z.boolean() }),
  audit: "admin.company_ai_config.delete",
  errors: [403, 404, 429],
});

const GatewayStatusDTO = z.object({
  activeAdapter: z.enum(AI_ADAPTERS),
  availableAdapters: z.array(z.enum(AI_ADAPTERS)),
  status: z.enum(["ready", "not_configured", "error"]),
});

export const getGatewayStatus = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/gateway/status",
  summary: "The active adapter and whether it can call a model",
  description:
    "direct: each provider's own API (ready with an OpenAI or Anthropic key or URL); gateway: one OpenAI-compatible endpoint (ready with AI_GATEWAY_URL or a stored base URL).",
  response: GatewayStatusDTO,
});

export const switchGateway = contract({
  ...ai,
  method: "POST",
  path: "/api/admin/gateway/switch",
  summary: "Switch the active adapter",
  description: "400 for an unknown adapter or one that is not configured.",
  body: z.object({ adapter: z.string().trim().min(1, "is required").max(50) }),
  response: GatewayStatusDTO,
  audit: "admin.ai_gateway.switch",
});

export const clearGatewayCache = contract({
  ...ai,
  method: "POST",
  path: "/api/admin/gateway/clear-cache",
  summary: "Empty the AI answer cache",
  response: z.object({ success: z.boolean(), message: z.string(), entriesCleared: z.number().int() }),
  audit: "admin.ai_gateway.clear_cache",
});

export const GatewayAdapterDTO = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  baseUrl: z.string().nullable(),
  hasKey: z.boolean(),
});

export const listGatewayAdapters = contract({
  ...ai,
  method: "GET",
  path: "/api/admin/gateway",
  summary: "The AI adapters",
  response: z.array(GatewayAdapterDTO),
});

export const GatewayAdapterPatch = z.object({
  isActive: z.boolean().optional(),
  baseUrl: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .max(2000)
    .nullable()
    .optional(),
  apiKey: secretInput.optional(),
});

export const updateGatewayAdapter = contract({
  ...ai,
  method: "PUT",
  path: "/api/admin/gateway/:id",
  summary: "Update an adapter (partial)",
  description:
    "isActive true makes it the active adapter (400 when it is not configured); apiKey is stored encrypted and never answered.",
  params: z.object({ id: z.string().trim().min(1).max(50) }),
  body: GatewayAdapterPatch,
  response: GatewayAdapterDTO,
  audit: "admin.ai_gateway.update",
  errors: [403, 404, 429],
});
