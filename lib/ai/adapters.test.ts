import type { LanguageModel } from "ai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeAi, type FakeAi } from "@/tests/fakes/ai/server";
import { languageModel, type Endpoint } from "./adapters";

let fake: FakeAi;
const nodeFetch = globalThis.fetch;

beforeAll(async () => {
  fake = await startFakeAi();
});
afterEach(() => {
  globalThis.fetch = nodeFetch;
});
afterAll(() => fake.close());

type ModelV3 = Extract<LanguageModel, { specificationVersion: "v3" }>;

const ask = (endpoint: Endpoint) =>
  (languageModel(endpoint) as ModelV3).doGenerate({
    prompt: [{ role: "user", content: [{ type: "text", text: "Say hi" }] }],
  });

describe("provider calls", () => {
  it("go through Node's own fetch, not the global fetch Next patches (it keeps the original as _nextOriginalFetch)", async () => {
    let patchedCalls = 0;
    const patched = Object.assign(
      (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        patchedCalls++;
        return nodeFetch(input, init);
      },
      { _nextOriginalFetch: nodeFetch },
    );
    globalThis.fetch = patched as typeof fetch;
    for (const adapter of ["direct", "gateway"] as const) {
      const result = await ask({ adapter, provider: "openai", baseURL: fake.url, apiKey: "sk-test", modelId: "m" });
      expect(result.content).toMatchObject([{ type: "text", text: expect.stringContaining("A fine answer") }]);
    }
    expect(patchedCalls).toBe(0);
    expect(fake.calls).toHaveLength(2);
  });

  it("use the global fetch when nothing patched it (a test's stand-in included)", async () => {
    let calls = 0;
    globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      calls++;
      return nodeFetch(input, init);
    }) as typeof fetch;
    await ask({ adapter: "direct", provider: "anthropic", baseURL: fake.url, apiKey: "sk-ant", modelId: "claude" });
    expect(calls).toBe(1);
  });
});
