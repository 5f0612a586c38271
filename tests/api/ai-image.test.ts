import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { useOwnDatabase } from "../helpers/admin";
import { signUp } from "../helpers/users";
import { PNG_1X1, startFakeAi } from "../fakes/ai/server";
import { featureReply } from "../fakes/ai/feature-replies";
import { adminDb } from "@/lib/db";
import { clearConfigCaches } from "@/lib/admin/config-cache";

// AI configuration is global: a database of this file's own.
await useOwnDatabase();
const fake = await startFakeAi();
process.env.OPENAI_API_URL = fake.url;
process.env.OPENAI_API_KEY = "sk-platform";
afterAll(() => fake.close());

beforeEach(async () => {
  fake.reply = featureReply;
  fake.calls.length = 0;
  await clearConfigCaches();
});

describe("POST /api/generate-image", () => {
  it("stores the image in the media library with its prompt, findable by it; 201 {asset {id, viewUrl}, prompt}; one credit", async () => {
    const owner = await signUp();
    await api.put("/api/brand-profile", { token: owner.token, body: { colors: { primary: "#ff5500" } } });
    const res = await api.post("/api/generate-image", {
      token: owner.token,
      body: { prompt: "A trail runner at dawn", platform: "TikTok" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      asset: { id: expect.any(String), viewUrl: expect.any(String) },
      prompt: "A trail runner at dawn",
    });
    expect(fake.calls[0]).toMatchObject({ api: "images" });
    expect(fake.calls[0].prompt).toContain("#ff5500");
    expect(fake.calls[0].body.size).toBe("1024x1792");
    const asset = await adminDb().mediaAsset.findUniqueOrThrow({ where: { id: res.body.asset.id } });
    expect(asset).toMatchObject({
      companyId: owner.companyId,
      prompt: "A trail runner at dawn",
      contentType: "image/png",
      tags: ["ai-generated"],
      status: "READY",
    });
    const found = await api.get("/api/assets?search=runner%20at%20dawn", { token: owner.token });
    expect(found.body.items.map((a: { id: string }) => a.id)).toEqual([res.body.asset.id]);
    // The asset's details carry the prompt (the media library shows it with a copy button).
    const details = await api.get(`/api/assets/${res.body.asset.id}`, { token: owner.token });
    expect(details.body.prompt).toBe("A trail runner at dawn");
    expect(asset.sizeBytes).toBe(Buffer.from(PNG_1X1, "base64").length);
    expect(await adminDb().aiUsageLog.findMany({ where: { companyId: owner.companyId } })).toMatchObject([
      { actionType: "CONTENT_GENERATION", task: "image_generation", credits: 1 },
    ]);
  });

  it("a provider error: 502 and nothing stored; bad input: 400; over the limit: 403 with no call", async () => {
    const owner = await signUp();
    fake.reply = () => ({ status: 400, message: "content policy" });
    expect((await api.post("/api/generate-image", { token: owner.token, body: { prompt: "x" } })).body.error).toBe(
      "AI_PROVIDER_ERROR",
    );
    expect(await adminDb().mediaAsset.count({ where: { companyId: owner.companyId } })).toBe(0);
    fake.calls.length = 0;
    expect((await api.post("/api/generate-image", { token: owner.token, body: { prompt: "" } })).status).toBe(400);
    expect(
      (await api.post("/api/generate-image", { token: owner.token, body: { prompt: "x", platform: "myspace" } }))
        .status,
    ).toBe(400);
    await adminDb().aiUsageLog.create({
      data: {
        companyId: owner.companyId,
        actionType: "CONTENT_GENERATION",
        task: "x",
        provider: "p",
        model: "m",
        credits: 10,
        completed: true,
      },
    });
    expect((await api.post("/api/generate-image", { token: owner.token, body: { prompt: "x" } })).status).toBe(403);
    expect(fake.calls).toHaveLength(0);
  });
});
