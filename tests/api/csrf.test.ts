import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { authSecret } from "@/lib/env";
import { api } from "../helpers/app";
import { imageBytes } from "../helpers/images";
import { imageForm } from "../helpers/media";
import { signUp, type TestUser } from "../helpers/users";

/**
 * Cross-site request forgery (issue 21.5): a write signed in by the browser's session cookie must
 * come from this app's origin and carry JSON (or what the route consumes); bearer tokens are not
 * sent by browsers on their own and are unaffected.
 */
const OWN = "http://localhost:3000";
let owner: TestUser;
let cookie: string;

beforeAll(async () => {
  owner = await signUp();
  const session = await encode({ token: { sub: owner.email, email: owner.email }, secret: authSecret() });
  cookie = `next-auth.session-token=${session}`;
});

const campaignBody = (name: string) => JSON.stringify({ name, type: "ONE_TIME" });
const campaignNames = async () =>
  ((await api.get("/api/campaigns", { token: owner.token })).body.items as { name: string }[]).map((c) => c.name);

describe("cookie-authenticated writes", () => {
  it("accept JSON from the app's own origin, as the browser client sends it", async () => {
    const res = await api.post("/api/campaigns", {
      rawBody: campaignBody("Same origin"),
      headers: { cookie, origin: OWN, "content-type": "application/json" },
    });
    expect(res.status, res.text).toBe(201);
    const fetchMetadata = await api.post("/api/campaigns", {
      rawBody: campaignBody("Fetch metadata"),
      headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/json; charset=utf-8" },
    });
    expect(fetchMetadata.status, fetchMetadata.text).toBe(201);
    const proxied = await api.post("/api/campaigns", {
      rawBody: campaignBody("Behind a proxy"),
      headers: {
        cookie,
        origin: "https://app.example.com",
        "x-forwarded-host": "app.example.com",
        "x-forwarded-proto": "https",
        "content-type": "application/json",
      },
    });
    expect(proxied.status, proxied.text).toBe(201);
    // Next builds the request URL from its own hostname (localhost); the browser's Host is what it browsed to.
    const byAddress = await api.post("/api/campaigns", {
      rawBody: campaignBody("By address"),
      headers: { cookie, origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", "content-type": "application/json" },
    });
    expect(byAddress.status, byAddress.text).toBe(201);
    expect(await campaignNames()).toEqual(
      expect.arrayContaining(["Same origin", "Fetch metadata", "Behind a proxy", "By address"]),
    );
  });

  it("refuse another origin with 403 and change nothing, whatever the content type", async () => {
    for (const [why, headers] of [
      ["another Origin", { origin: "https://evil.example" }],
      ["Origin null", { origin: "null" }],
      ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
      ["a same-site sibling", { origin: "http://localhost:3001", "sec-fetch-site": "same-site" }],
      ["another host than the one browsed to", { origin: "http://127.0.0.2:3000", host: "127.0.0.1:3000" }],
      ["a malformed Origin", { origin: "https://" }],
    ] as const) {
      const res = await api.post("/api/campaigns", {
        rawBody: campaignBody(`Forged ${why}`),
        headers: { cookie, "content-type": "application/json", ...headers },
      });
      expect(res.status, why).toBe(403);
      expect(res.body, why).toEqual({ error: expect.stringMatching(/cross-site/i) });
    }
    const deleted = await api.delete(`/api/auth/tokens/${crypto.randomUUID()}`, {
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(deleted.status).toBe(403);
    expect((await campaignNames()).filter((n) => n.startsWith("Forged"))).toEqual([]);
  });

  it("refuse a form or text/plain body with 415, even from the app's origin", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await api.post("/api/campaigns", {
        rawBody: campaignBody(`Plain ${type}`),
        headers: { cookie, origin: OWN, "content-type": type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body, type).toMatchObject({ error: "Unsupported media type" });
    }
    const untyped = await api.post("/api/campaigns", {
      rawBody: new TextEncoder().encode(campaignBody("Untyped")),
      headers: { cookie, origin: OWN, "content-length": "40" },
    });
    expect(untyped.status).toBe(415);
    expect((await campaignNames()).filter((n) => n.startsWith("Plain") || n === "Untyped")).toEqual([]);
  });

  it("take multipart where the route consumes it, and a body-less write with no content type", async () => {
    const form = imageForm(await imageBytes("png"), "photo.png", "image/png");
    const upload = await api.post("/api/upload/direct", { rawBody: form, headers: { cookie, origin: OWN } });
    expect(upload.status, upload.text).toBe(200);
    const created = await api.post("/api/auth/tokens", {
      body: { name: "To revoke" },
      headers: { cookie, origin: OWN },
    });
    expect(created.status, created.text).toBe(201);
    const revoked = await api.delete(`/api/auth/tokens/${created.body.id}`, { headers: { cookie, origin: OWN } });
    expect(revoked.status, revoked.text).toBeLessThan(300);
  });

  it("leave reads alone, and bearer tokens alone whatever the Origin and content type", async () => {
    expect((await api.get("/api/campaigns", { headers: { cookie, origin: "https://evil.example" } })).status).toBe(200);
    const res = await api.post("/api/campaigns", {
      token: owner.token,
      rawBody: campaignBody("Bearer from a script"),
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
    });
    expect(res.status, res.text).toBe(201);
  });
});
