import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AbVariant, AiSettings } from "@/lib/admin/ai-settings";
import { pickVariant, selectModel } from "./select";

const model = (name: string, weight: number): AbVariant => ({
  name,
  weight,
  provider: "openai",
  model: `m-${name}`,
  maxTokens: 100,
  temperature: 0.5,
  inputCostPer1M: 1,
  outputCostPer1M: 2,
});

describe("A/B variant choice", () => {
  const test = { id: randomUUID(), variants: [model("a", 1), model("b", 3)] };

  it("splits callers by weight", () => {
    const counts = { a: 0, b: 0 } as Record<string, number>;
    for (let i = 0; i < 4000; i++) counts[pickVariant(test, randomUUID()).name]++;
    expect(counts.a / 4000).toBeGreaterThan(0.21);
    expect(counts.a / 4000).toBeLessThan(0.29);
  });

  it("gives a caller the same variant every time", () => {
    for (let i = 0; i < 50; i++) {
      const user = randomUUID();
      const first = pickVariant(test, user).name;
      for (let j = 0; j < 5; j++) expect(pickVariant(test, user).name).toBe(first);
    }
  });

  it("never picks a variant of weight 0", () => {
    const t = { id: randomUUID(), variants: [model("off", 0), model("on", 1)] };
    for (let i = 0; i < 200; i++) expect(pickVariant(t, randomUUID()).name).toBe("on");
  });
});

describe("model selection order", () => {
  const company = randomUUID();
  const user = randomUUID();
  const settings = (over: Partial<AiSettings> = {}): AiSettings => ({
    models: new Map([
      [
        "field_refinement",
        { provider: "openai", model: "global", maxTokens: 10, temperature: 0.1, inputCostPer1M: 1, outputCostPer1M: 1 },
      ],
    ]),
    overrides: new Map(),
    abTests: [],
    adapter: { id: "direct", baseUrl: null, apiKey: null },
    ...over,
  });
  const abTest = (targets: { targetCompanyIds?: string[]; targetUserIds?: string[] } = {}) => ({
    id: randomUUID(),
    task: "field_refinement",
    variants: [model("only", 1)],
    targetCompanyIds: targets.targetCompanyIds ?? [],
    targetUserIds: targets.targetUserIds ?? [],
  });

  it("company override, then a targeting A/B test, then the global config", () => {
    const override = new Map([
      [`${company}:field_refinement`, { provider: "anthropic", model: "own", apiKey: "sk-own" }],
    ]);
    expect(
      selectModel(settings({ overrides: override, abTests: [abTest()] }), "field_refinement", company, user),
    ).toMatchObject({ source: "company", model: "own", ownKey: "sk-own", maxTokens: 10 });
    expect(selectModel(settings({ abTests: [abTest()] }), "field_refinement", company, user)).toMatchObject({
      source: "ab_test",
      model: "m-only",
      variant: "only",
      maxTokens: 100,
    });
    expect(selectModel(settings(), "field_refinement", company, user)).toMatchObject({
      source: "global",
      model: "global",
      abTestId: null,
    });
  });

  it("an A/B test applies only to the companies and users it targets", () => {
    const other = randomUUID();
    expect(
      selectModel(settings({ abTests: [abTest({ targetCompanyIds: [other] })] }), "field_refinement", company, user)
        .source,
    ).toBe("global");
    expect(
      selectModel(settings({ abTests: [abTest({ targetCompanyIds: [company] })] }), "field_refinement", company, user)
        .source,
    ).toBe("ab_test");
    expect(
      selectModel(settings({ abTests: [abTest({ targetUserIds: [other] })] }), "field_refinement", company, user)
        .source,
    ).toBe("global");
    expect(
      selectModel(settings({ abTests: [abTest({ targetUserIds: [user] })] }), "field_refinement", company, null).source,
    ).toBe("global");
  });

  it("a task with no config: 503 AI_NOT_CONFIGURED", () => {
    expect(() => selectModel(settings(), "brand_chat", company, user)).toThrow(
      expect.objectContaining({ status: 503, error: "AI_NOT_CONFIGURED" }),
    );
  });
});
