import http from "node:http";
import type { AddressInfo } from "node:net";
import { APICallError, type LanguageModel } from "ai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeAi, type FakeAi } from "@/tests/fakes/ai/server";
import { languageModel, type Endpoint } from "./adapters";
import { providerFetch } from "./provider-fetch";

let fake: FakeAi;
const nodeFetch = globalThis.fetch;

beforeAll(async () => {
  fake = await startFakeAi();
});
afterEach(() => {
  globalThis.fetch = nodeFetch;
  fake.chunkDelayMs = 0;
  fake.calls.length = 0;
});
afterAll(() => fake.close());

type ModelV3 = Extract<LanguageModel, { specificationVersion: "v3" }>;
const PROMPT = [{ role: "user" as const, content: [{ type: "text" as const, text: "Say hi" }] }];

const ask = (endpoint: Endpoint) => (languageModel(endpoint) as ModelV3).doGenerate({ prompt: PROMPT });

async function streamedText(endpoint: Endpoint, abortSignal?: AbortSignal): Promise<string> {
  const { stream } = await (languageModel(endpoint) as ModelV3).doStream({ prompt: PROMPT, abortSignal });
  let text = "";
  const reader = stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    if (part.value.type === "text-delta") text += part.value.delta;
    if (part.value.type === "error") throw part.value.error;
  }
  return text;
}

/** A server that answers with headers and then never ends its body. */
async function hangingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(
      `data: ${JSON.stringify({ id: "x", created: 0, model: "m", choices: [{ index: 0, delta: { content: "Hel" } }] })}\n\n`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe("provider calls", () => {
  it("go over node:http, not through the global fetch (Next's patched one or a test's stand-in)", async () => {
    let globalCalls = 0;
    globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      globalCalls++;
      return nodeFetch(input, init);
    }) as typeof fetch;
    for (const endpoint of [
      { adapter: "direct", provider: "openai" },
      { adapter: "gateway", provider: "openai" },
      { adapter: "direct", provider: "anthropic" },
    ] as const) {
      const result = await ask({ ...endpoint, baseURL: fake.url, apiKey: "sk-test", modelId: "m" });
      expect(result.content).toMatchObject([{ type: "text", text: expect.stringContaining("A fine answer") }]);
    }
    expect(globalCalls).toBe(0);
    expect(fake.calls.map((c) => [c.api, c.apiKey])).toEqual([
      ["openai", "sk-test"],
      ["openai", "sk-test"],
      ["anthropic", "sk-test"],
    ]);
  });

  it("stream the answer as the provider sends it", async () => {
    fake.chunkDelayMs = 20;
    const text = await streamedText({
      adapter: "direct",
      provider: "openai",
      baseURL: fake.url,
      apiKey: "sk-test",
      modelId: "m",
    });
    expect(text).toContain("A fine answer");
  });

  it("fail a refused connection as fetch does, which the SDK reports as retryable", async () => {
    const closed = await hangingServer();
    const url = closed.url;
    await closed.close();
    const failure = await ask({ adapter: "direct", provider: "openai", baseURL: url, apiKey: "k", modelId: "m" }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(APICallError.isInstance(failure)).toBe(true);
    expect((failure as APICallError).isRetryable).toBe(true);
    expect((failure as APICallError).message).toMatch(/Cannot connect to API/);
  });

  it("stop reading and close the connection when the call is aborted mid-stream", async () => {
    const hanging = await hangingServer();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const failure = await streamedText(
      { adapter: "direct", provider: "openai", baseURL: hanging.url, apiKey: "k", modelId: "m" },
      controller.signal,
    ).then(
      () => null,
      (err: unknown) => err as Error,
    );
    await hanging.close();
    expect(failure?.name).toBe("AbortError");
  });

  it("leave a body other than text or bytes (a form) to Node's fetch", async () => {
    const seen: unknown[] = [];
    globalThis.fetch = (async (_input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      seen.push(init?.body);
      return new Response("handled by fetch");
    }) as typeof fetch;
    const form = new FormData();
    form.set("prompt", "a cat");
    const res = await providerFetch(`${fake.url}/images/edits`, { method: "POST", body: form });
    expect(await res.text()).toBe("handled by fetch");
    expect(seen).toEqual([form]);
    expect(fake.calls).toHaveLength(0);
  });
});
