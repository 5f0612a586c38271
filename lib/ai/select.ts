import { createHash } from "node:crypto";
import type { AbVariant, ActiveAbTest, AiSettings, TaskModel } from "@/lib/admin/ai-settings";
import { aiNotConfigured } from "./errors";

/** The model one call uses, where it came from, and (for an A/B call) its test and variant. */
export interface ModelChoice extends TaskModel {
  source: "company" | "ab_test" | "global";
  /** The company's own key (an override with useOwnKey), else null: the platform's key. */
  ownKey: string | null;
  abTestId: string | null;
  variant: string | null;
}

const targets = (test: ActiveAbTest, companyId: string, userId: string | null) =>
  (test.targetCompanyIds.length === 0 || test.targetCompanyIds.includes(companyId)) &&
  (test.targetUserIds.length === 0 || (userId !== null && test.targetUserIds.includes(userId)));

/**
 * A variant by weight, the same one for a subject every time: the subject's hash within the test
 * is a fixed point in [0, total weight).
 */
export function pickVariant(test: { id: string; variants: AbVariant[] }, subject: string): AbVariant {
  const total = test.variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  const point = (createHash("sha256").update(`${test.id}:${subject}`).digest().readUInt32BE(0) / 2 ** 32) * total;
  let reached = 0;
  for (const variant of test.variants) {
    reached += Math.max(0, variant.weight);
    if (point < reached) return variant;
  }
  return test.variants[test.variants.length - 1];
}

/** The company's override for the task, else an active A/B test targeting the caller, else the global config. */
export function selectModel(settings: AiSettings, task: string, companyId: string, userId: string | null): ModelChoice {
  const global = settings.models.get(task);
  if (!global)
    throw aiNotConfigured(`No model is configured for the task "${task}": set one in the admin console (AI models)`);
  const base = { ...global, ownKey: null, abTestId: null, variant: null };
  const override = settings.overrides.get(`${companyId}:${task}`);
  if (override)
    return { ...base, provider: override.provider, model: override.model, ownKey: override.apiKey, source: "company" };
  const test = settings.abTests.find((t) => t.task === task && t.variants.length > 0 && targets(t, companyId, userId));
  if (test) {
    const v = pickVariant(test, userId ?? companyId);
    const model = {
      provider: v.provider,
      model: v.model,
      maxTokens: v.maxTokens,
      temperature: v.temperature,
      inputCostPer1M: v.inputCostPer1M,
      outputCostPer1M: v.outputCostPer1M,
    };
    return { ...base, ...model, source: "ab_test", abTestId: test.id, variant: v.name };
  }
  return { ...base, source: "global" };
}
