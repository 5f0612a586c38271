import { afterAll, describe, expect, it } from "vitest";
import { aiUnavailableReason } from "@/components/ai/ai-readiness";
import { clearConfigCaches } from "@/lib/admin/config-cache";

// What the signed-in pages hand their AI buttons: nothing while a provider is configured, else the
// reason they show beside the disabled button.
const saved = { url: process.env.OPENAI_API_URL, key: process.env.OPENAI_API_KEY };
afterAll(() => {
  for (const [name, value] of [
    ["OPENAI_API_URL", saved.url],
    ["OPENAI_API_KEY", saved.key],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("AI readiness of the pages", () => {
  it("null with a provider; without one, the reason naming what to set", async () => {
    const company = crypto.randomUUID();
    const user = crypto.randomUUID();
    process.env.OPENAI_API_KEY = "sk-readiness";
    await clearConfigCaches();
    expect(await aiUnavailableReason(company, user)).toBeNull();
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_URL;
    await clearConfigCaches();
    expect(await aiUnavailableReason(company, user)).toContain("OPENAI_API_KEY");
  });
});
