import { adminDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { AiAdapter } from "@/lib/ai/catalog";
import { configCache } from "./config-cache";
import { openSecret } from "./stored-secret";

/**
 * The AI configuration every model call reads (per-task models, company overrides, active A/B
 * tests, the active adapter), loaded once and cached like the rest of the Super Admin
 * configuration: every console write empties it (global-write.ts). Keys are decrypted here only.
 */
export interface TaskModel {
  provider: string;
  model: string;
  maxTokens: number;
  temperature: number;
  inputCostPer1M: number;
  outputCostPer1M: number;
}

export interface CompanyOverride {
  provider: string;
  model: string;
  /** The company's own key, when it uses one. */
  apiKey: string | null;
}

export interface AbVariant extends TaskModel {
  name: string;
  weight: number;
}

export interface ActiveAbTest {
  id: string;
  task: string;
  variants: AbVariant[];
  targetCompanyIds: string[];
  targetUserIds: string[];
}

export interface AdapterSettings {
  id: AiAdapter;
  baseUrl: string | null;
  apiKey: string | null;
}

export interface AiSettings {
  models: Map<string, TaskModel>;
  /** `${companyId}:${task}` → override. */
  overrides: Map<string, CompanyOverride>;
  abTests: ActiveAbTest[];
  adapter: AdapterSettings;
}

export const companyKeyContext = (companyId: string, task: string) => `company-ai:${companyId}:${task}:apiKey`;
export const adapterKeyContext = (id: string) => `ai-gateway:${id}:apiKey`;

async function load(): Promise<AiSettings> {
  const db = adminDb();
  const [models, overrides, tests, adapters] = await Promise.all([
    db.aiModelConfig.findMany(),
    db.companyAiConfig.findMany(),
    db.aiAbTest.findMany({ where: { isActive: true }, orderBy: { createdAt: "asc" } }),
    db.aiGatewayAdapter.findMany({ where: { isActive: true } }),
  ]);
  const active = adapters[0];
  return {
    models: new Map(models.map((m) => [m.task, m])),
    overrides: new Map(
      overrides.map((o) => [
        `${o.companyId}:${o.task}`,
        {
          provider: o.provider,
          model: o.model,
          apiKey: o.useOwnKey ? openSecret(o.apiKey, companyKeyContext(o.companyId, o.task)) : null,
        },
      ]),
    ),
    abTests: tests.map((t) => ({
      id: t.id,
      task: t.task,
      variants: t.variants as unknown as AbVariant[],
      targetCompanyIds: t.targetCompanyIds,
      targetUserIds: t.targetUserIds,
    })),
    adapter: active
      ? {
          id: active.id as AiAdapter,
          baseUrl: active.baseUrl,
          apiKey: openSecret(active.apiKey, adapterKeyContext(active.id)),
        }
      : { id: "direct", baseUrl: null, apiKey: null },
  };
}

const cache = configCache(load);

export function aiSettings(): Promise<AiSettings> {
  return cache.get();
}

/** The gateway adapter's endpoint: its stored settings first, then AI_GATEWAY_URL / AI_GATEWAY_API_KEY. */
export function gatewayEndpoint(adapter: { baseUrl: string | null; apiKey: string | null }) {
  return { baseUrl: adapter.baseUrl || env.ai.gatewayUrl, apiKey: adapter.apiKey || env.ai.gatewayApiKey };
}
