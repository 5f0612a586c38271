/**
 * `npm run ai:eval` — the AI evaluation set (evals/ai/sets.ts) against a real provider, printed as
 * a table; exits 1 when a case fails.
 *
 *   OPENAI_API_KEY=… npm run ai:eval                          OpenAI (or OPENAI_API_URL: any compatible server)
 *   ANTHROPIC_API_KEY=… AI_EVAL_PROVIDER=anthropic npm run ai:eval
 *   AI_GATEWAY_URL=… AI_GATEWAY_API_KEY=… npm run ai:eval     one OpenAI-compatible gateway
 *   npm run ai:eval -- post_assist content_generation         only these tasks
 *
 * AI_EVAL_MODEL picks the model (default gpt-4o-mini, or claude-3-5-haiku-latest for Anthropic);
 * AI_EVAL_IMAGE_MODEL the image model (default dall-e-3; image cases are skipped for Anthropic
 * unless a gateway is used).
 */
import type { Endpoint } from "@/lib/ai/adapters";
import { formatTable, runEvals } from "./run";
import { EVAL_CASES } from "./sets";

function target(): { endpoint: Endpoint; imageEndpoint?: Endpoint } {
  const env = process.env;
  const provider = env.AI_EVAL_PROVIDER ?? (env.OPENAI_API_KEY || env.OPENAI_API_URL ? "openai" : "anthropic");
  const model = env.AI_EVAL_MODEL ?? (provider === "anthropic" ? "claude-3-5-haiku-latest" : "gpt-4o-mini");
  const imageModel = env.AI_EVAL_IMAGE_MODEL ?? "dall-e-3";
  if (env.AI_GATEWAY_URL) {
    const gateway = (p: string, m: string): Endpoint => ({
      adapter: "gateway",
      provider: p,
      baseURL: env.AI_GATEWAY_URL!,
      apiKey: env.AI_GATEWAY_API_KEY ?? null,
      modelId: `${p}/${m}`,
    });
    return { endpoint: gateway(provider, model), imageEndpoint: gateway("openai", imageModel) };
  }
  if (provider === "anthropic") {
    if (!env.ANTHROPIC_API_KEY) throw new Error("Set ANTHROPIC_API_KEY (and ANTHROPIC_API_URL for another server)");
    return {
      endpoint: {
        adapter: "direct",
        provider,
        baseURL: env.ANTHROPIC_API_URL ?? "https://api.anthropic.com/v1",
        apiKey: env.ANTHROPIC_API_KEY,
        modelId: model,
      },
    };
  }
  if (!env.OPENAI_API_KEY && !env.OPENAI_API_URL)
    throw new Error(
      "Set OPENAI_API_KEY (and OPENAI_API_URL for another compatible server), ANTHROPIC_API_KEY or AI_GATEWAY_URL",
    );
  const openai = (m: string): Endpoint => ({
    adapter: "direct",
    provider: "openai",
    baseURL: env.OPENAI_API_URL ?? "https://api.openai.com/v1",
    apiKey: env.OPENAI_API_KEY ?? null,
    modelId: m,
  });
  return { endpoint: openai(model), imageEndpoint: openai(imageModel) };
}

const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const t = target();
const cases = EVAL_CASES.filter(
  (c) => (only.length === 0 || only.includes(c.task)) && (c.call.kind !== "image" || t.imageEndpoint),
);
console.log(
  `AI evaluation: ${cases.length} cases against ${t.endpoint.provider}/${t.endpoint.modelId} (${t.endpoint.baseURL})\n`,
);
const rows = await runEvals(cases, t);
console.log(formatTable(rows));
process.exit(rows.every((r) => r.ok) ? 0 : 1);
