import { afterEach, describe, expect, it, vi } from "vitest";
import { streamStructured } from "@/components/ai/stream-structured";

/** A fetch that answers with these NDJSON lines, split mid-line as a network may. */
function answerWith(lines: unknown[]) {
  const text = lines.map((l) => `${JSON.stringify(l)}\n`).join("");
  const cut = Math.floor(text.length / 2);
  vi.stubGlobal("fetch", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(encoder.encode(text.slice(0, cut)));
        controller.enqueue(encoder.encode(text.slice(cut)));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "application/x-ndjson" } });
  });
}

afterEach(() => vi.unstubAllGlobals());

type SoFar = { ideas?: string[] };

describe("streamStructured (the browser's reader of a structured stream)", () => {
  it("a retry line empties the answer shown, the second attempt's partials then grow from nothing", async () => {
    answerWith([
      { type: "partial", value: { ideas: ["bad"] } },
      { type: "partial", value: { ideas: ["bad", "worse"] } },
      { type: "retry", message: "The answer did not fit, asking the AI again" },
      { type: "partial", value: { ideas: ["good"] } },
      { type: "result", value: { ideas: ["good", "better"] } },
    ]);
    const shown: SoFar[] = [];
    const result = await streamStructured<SoFar, { ideas: string[] }>("/api/x", {}, (soFar) => shown.push(soFar));
    expect(shown).toEqual([{ ideas: ["bad"] }, { ideas: ["bad", "worse"] }, {}, { ideas: ["good"] }]);
    expect(result).toEqual({ ideas: ["good", "better"] });
  });

  it("an error line after the retry is thrown as the JSON route's error", async () => {
    answerWith([
      { type: "partial", value: { ideas: ["bad"] } },
      { type: "retry", message: "The answer did not fit, asking the AI again" },
      { type: "error", error: "AI_BAD_OUTPUT", message: "The AI answer was not in the expected format" },
    ]);
    const shown: SoFar[] = [];
    await expect(streamStructured<SoFar, unknown>("/api/x", {}, (soFar) => shown.push(soFar))).rejects.toMatchObject({
      status: 502,
      body: { error: "AI_BAD_OUTPUT" },
    });
    expect(shown).toEqual([{ ideas: ["bad"] }, {}]);
  });
});
