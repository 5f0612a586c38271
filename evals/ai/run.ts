import { invokeImageModel, invokeModel, FailedCall } from "@/lib/ai/call";
import type { Endpoint } from "@/lib/ai/adapters";
import type { ModelChoice } from "@/lib/ai/select";
import { brandTermsPresent, noPlaceholders, withinLimits, type CheckResult } from "./checks";
import type { EvalCase } from "./sets";

/** Where the evaluation sends its calls: one endpoint and model for every task (the app's call path, lib/ai/call). */
export interface EvalTarget {
  endpoint: Endpoint;
  imageEndpoint?: Endpoint;
  maxTokens?: number;
  temperature?: number;
}

export interface EvalRow {
  task: string;
  name: string;
  structure: CheckResult;
  limits: CheckResult;
  brand: CheckResult;
  placeholders: CheckResult;
  ms: number;
  ok: boolean;
}

const skipped: CheckResult = { ok: false, detail: "not checked: no answer", applies: false };

function choiceFor(target: EvalTarget, endpoint: Endpoint): ModelChoice {
  return {
    provider: endpoint.provider,
    model: endpoint.modelId,
    maxTokens: target.maxTokens ?? 2000,
    temperature: target.temperature ?? 0.7,
    inputCostPer1M: 0,
    outputCostPer1M: 0,
    source: "global",
    ownKey: null,
    abTestId: null,
    variant: null,
  };
}

async function answer(c: EvalCase, target: EvalTarget): Promise<unknown> {
  const { call } = c;
  if (call.kind === "image") {
    const endpoint = target.imageEndpoint ?? target.endpoint;
    return (await invokeImageModel(endpoint, call.prompt)).value;
  }
  const choice = choiceFor(target, target.endpoint);
  const output = call.kind === "text" ? "text" : { schema: call.schema, name: call.name };
  return (await invokeModel(target.endpoint, choice, call.prompt, output)).value;
}

const failureOf = (err: unknown): string => {
  const reason = err instanceof FailedCall ? err.reason : err;
  const message = reason instanceof Error ? reason.message : String(reason);
  return err instanceof FailedCall && /schema|type validation|parse|No object/i.test(message)
    ? `did not fit the schema twice: ${message.slice(0, 200)}`
    : `call failed: ${message.slice(0, 200)}`;
};

/** Runs each case once and checks its answer. */
export async function runEvals(cases: readonly EvalCase[], target: EvalTarget): Promise<EvalRow[]> {
  const rows: EvalRow[] = [];
  for (const c of cases) {
    const started = performance.now();
    let value: unknown;
    let structure: CheckResult;
    try {
      value = await answer(c, target);
      const extra = c.structure?.(value as never) ?? null;
      structure = extra ? { ok: false, detail: extra, applies: true } : { ok: true, detail: "", applies: true };
    } catch (err) {
      structure = { ok: false, detail: failureOf(err), applies: true };
    }
    const ms = Math.round(performance.now() - started);
    const texts = value === undefined ? null : c.texts(value as never);
    const limits = texts ? withinLimits(texts) : skipped;
    const brand = texts ? brandTermsPresent(texts, c.brandTerms) : skipped;
    const placeholders = texts ? noPlaceholders(texts) : skipped;
    const ok = [structure, limits, brand, placeholders].every((r) => r.ok);
    rows.push({ task: c.task, name: c.name, structure, limits, brand, placeholders, ms, ok });
  }
  return rows;
}

const mark = (r: CheckResult) => (!r.applies ? (r.ok ? "–" : "skip") : r.ok ? "pass" : "FAIL");

/** The results as a plain-text table, then what failed and why. */
export function formatTable(rows: readonly EvalRow[]): string {
  const header = ["task", "case", "structure", "limits", "brand terms", "placeholders", "ms", "result"];
  const body = rows.map((r) => [
    r.task,
    r.name,
    mark(r.structure),
    mark(r.limits),
    mark(r.brand),
    mark(r.placeholders),
    String(r.ms),
    r.ok ? "ok" : "FAILED",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ");
  const failures = rows.flatMap((r) =>
    (
      [
        ["structure", r.structure],
        ["limits", r.limits],
        ["brand terms", r.brand],
        ["placeholders", r.placeholders],
      ] as const
    )
      .filter(([, check]) => !check.ok && check.applies)
      .map(([what, check]) => `- ${r.task} / ${r.name} / ${what}: ${check.detail}`),
  );
  const passed = rows.filter((r) => r.ok).length;
  return [
    line(header),
    widths.map((w) => "-".repeat(w)).join("-|-"),
    ...body.map(line),
    "",
    `${passed} of ${rows.length} cases passed`,
    ...(failures.length ? ["", "Failures:", ...failures] : []),
  ].join("\n");
}
