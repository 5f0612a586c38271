import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp } from "../helpers/users";

const emptyColors = { primary: null, secondary: null, accent: null, background: null, text: null };

describe("brand profile", () => {
  it("exists from onboarding with the company name and everything else empty", async () => {
    const owner = await signUp({ companyName: "Acme Rockets" });
    const res = await api.get("/api/brand-profile", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyName: "Acme Rockets",
      websiteUrl: null,
      tagline: null,
      missionStatement: null,
      keyThemes: null,
      brandVoice: null,
      keyMessages: [],
      targetAudience: null,
      tone: null,
      colors: emptyColors,
      typography: { headingFont: null, bodyFont: null },
      updatedAt: expect.any(String),
    });
  });

  it("PUT changes only the fields sent, merges colors and typography per key, and null clears", async () => {
    const owner = await signUp({ companyName: "Partial" });
    const first = await api.put("/api/brand-profile", {
      token: owner.token,
      body: {
        tagline: "Go further",
        websiteUrl: "https://acme.example",
        keyThemes: "space, speed",
        keyMessages: ["Fast", "Safe"],
        targetAudience: "Engineers",
        tone: "Confident",
        colors: { primary: "#FF0000", accent: "#0f0" },
        typography: { headingFont: "Inter", bodyFont: "Source Sans 3" },
        somethingUnknown: "ignored",
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      companyName: "Partial",
      tagline: "Go further",
      websiteUrl: "https://acme.example",
      keyThemes: "space, speed",
      keyMessages: ["Fast", "Safe"],
      colors: { ...emptyColors, primary: "#ff0000", accent: "#0f0" },
      typography: { headingFont: "Inter", bodyFont: "Source Sans 3" },
    });
    expect(first.body).not.toHaveProperty("somethingUnknown");

    const second = await api.put("/api/brand-profile", {
      token: owner.token,
      body: {
        tagline: null,
        brandVoice: "Plain",
        colors: { accent: null, text: "#111111" },
        typography: { bodyFont: null },
      },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      companyName: "Partial",
      tagline: null,
      brandVoice: "Plain",
      websiteUrl: "https://acme.example",
      keyMessages: ["Fast", "Safe"],
      tone: "Confident",
      colors: { ...emptyColors, primary: "#ff0000", text: "#111111" },
      typography: { headingFont: "Inter", bodyFont: null },
    });
    expect(new Date(second.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.body.updatedAt).getTime());

    const cleared = await api.put("/api/brand-profile", {
      token: owner.token,
      body: { colors: null, keyMessages: null, websiteUrl: "" },
    });
    expect(cleared.body).toMatchObject({ colors: emptyColors, keyMessages: [], websiteUrl: null, brandVoice: "Plain" });

    const read = await api.get("/api/brand-profile", { token: owner.token });
    expect(read.body).toEqual(cleared.body);
  });

  it("refuses bad colors, fonts, URLs and over-long text with per-field details", async () => {
    const owner = await signUp();
    const res = await api.put("/api/brand-profile", {
      token: owner.token,
      body: {
        colors: { primary: "red", background: "#12345" },
        typography: { headingFont: "Comic<script>" },
        websiteUrl: "javascript:alert(1)",
        tagline: "x".repeat(301),
        keyMessages: "not a list",
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(
      ["colors.background", "colors.primary", "keyMessages", "tagline", "typography.headingFont", "websiteUrl"].sort(),
    );
    const malformed = await api.put("/api/brand-profile", {
      token: owner.token,
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await api.get("/api/brand-profile", { token: owner.token })).body.colors).toEqual(emptyColors);
  });

  it("is per company, readable by every member and writable only with settings:manage", async () => {
    const owner = await signUp();
    const other = await signUp();
    await api.put("/api/brand-profile", { token: owner.token, body: { tone: "Warm" } });
    expect((await api.get("/api/brand-profile", { token: other.token })).body.tone).toBeNull();

    const editor = await addMember(owner, "editor");
    expect((await api.get("/api/brand-profile", { token: editor.token })).body.tone).toBe("Warm");
    const denied = await api.put("/api/brand-profile", { token: editor.token, body: { tone: "Cold" } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: expect.any(String) });
    expect((await api.get("/api/brand-profile", { token: owner.token })).body.tone).toBe("Warm");
  });

  it("parallel partial updates of different color keys all survive", async () => {
    const owner = await signUp();
    const keys = ["primary", "secondary", "accent", "background", "text"] as const;
    const results = await Promise.all(
      keys.map((key) => api.put("/api/brand-profile", { token: owner.token, body: { colors: { [key]: "#abcdef" } } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const read = await api.get("/api/brand-profile", { token: owner.token });
    expect(read.body.colors).toEqual(Object.fromEntries(keys.map((k) => [k, "#abcdef"])));
  });
});
