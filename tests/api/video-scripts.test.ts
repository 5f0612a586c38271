import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { insertCampaign, memberToken } from "../helpers/content-fixtures";
import { signUp, type TestUser } from "../helpers/users";

const BASE = "/api/video-scripts";

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

async function createScript(token: string, body: Record<string, unknown>) {
  const res = await api.post(BASE, { token, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("video scripts", () => {
  it("creates a draft script with a lower-cased platform and answers the script DTO", async () => {
    const res = await api.post(BASE, {
      token: owner.token,
      body: { title: "Launch teaser", platform: "YouTube", format: "Short", script: "INT. OFFICE - DAY" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      title: "Launch teaser",
      platform: "youtube",
      format: "Short",
      script: "INT. OFFICE - DAY",
      status: "draft",
      campaignId: null,
      plannedFor: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await api.get(`${BASE}/${res.body.id}`, { token: owner.token })).body).toEqual(res.body);
  });

  it("leaves platform, format and script empty when not given", async () => {
    const script = await createScript(owner.token, { title: "Idea only", format: "  " });
    expect(script).toMatchObject({ platform: null, format: null, script: "" });
  });

  it("answers 400 with details for bad input and creates nothing", async () => {
    const u = await signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{}, "title"],
      [{ title: " " }, "title"],
      [{ title: "T", platform: "vine" }, "platform"],
      [{ title: "T", script: ["not", "text"] }, "script"],
      [{ title: "T", format: "f".repeat(51) }, "format"],
      [{ title: "T", campaignId: "abc" }, "campaignId"],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(BASE, { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details).toHaveProperty(field);
    }
    expect((await api.get(BASE, { token: u.token })).body.total).toBe(0);
  });

  it("updates only the fields sent; null clears platform and format", async () => {
    const script = await createScript(owner.token, {
      title: "Before",
      platform: "tiktok",
      format: "Reel",
      script: "v1",
    });
    const res = await api.put(`${BASE}/${script.id}`, {
      token: owner.token,
      body: { script: "v2", platform: null, format: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Before", script: "v2", platform: null, format: null, status: "draft" });
    const bad = await api.put(`${BASE}/${script.id}`, { token: owner.token, body: { title: "" } });
    expect(bad.status).toBe(400);
    expect((await api.get(`${BASE}/${script.id}`, { token: owner.token })).body.title).toBe("Before");
  });

  it("deletes with 204", async () => {
    const script = await createScript(owner.token, { title: "Gone soon" });
    expect((await api.delete(`${BASE}/${script.id}`, { token: owner.token })).status).toBe(204);
    expect((await api.get(`${BASE}/${script.id}`, { token: owner.token })).status).toBe(404);
  });

  it("lists {items,total,limit,offset}, newest first, filtered by campaign", async () => {
    const u = await signUp();
    const campaignId = await insertCampaign(u.companyId);
    const a = await createScript(u.token, { title: "A" });
    const b = await createScript(u.token, { title: "B", campaignId });
    const all = await api.get(BASE, { token: u.token });
    expect(all.body).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(all.body.items.map((s: { id: string }) => s.id)).toEqual([b.id, a.id]);
    const linked = await api.get(BASE, { token: u.token, query: { campaignId } });
    expect(linked.body).toMatchObject({ total: 1, items: [{ id: b.id, campaignId }] });
    expect((await api.get(BASE, { token: u.token, query: { offset: -1 } })).status).toBe(400);
  });

  it("answers 404 for another company's campaign on create and update", async () => {
    const theirs = await insertCampaign(other.companyId);
    const foreign = await api.post(BASE, { token: owner.token, body: { title: "Foreign", campaignId: theirs } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: expect.any(String) });
    const script = await createScript(owner.token, { title: "Mine" });
    const move = await api.put(`${BASE}/${script.id}`, { token: owner.token, body: { campaignId: theirs } });
    expect(move.status).toBe(404);
    expect((await api.get(`${BASE}/${script.id}`, { token: owner.token })).body.campaignId).toBeNull();
  });

  it("hides one company's scripts from another", async () => {
    const script = await createScript(owner.token, { title: "Secret script" });
    const url = `${BASE}/${script.id}`;
    expect((await api.get(url, { token: other.token })).status).toBe(404);
    expect((await api.put(url, { token: other.token, body: { title: "Hacked" } })).status).toBe(404);
    expect((await api.delete(url, { token: other.token })).status).toBe(404);
    const ids = (await api.get(BASE, { token: other.token })).body.items.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(script.id);
    expect((await api.get(url, { token: owner.token })).body).toEqual(script);
  });

  it("viewers read but cannot write", async () => {
    const viewer = await memberToken(owner.companyId, "viewer");
    const script = await createScript(owner.token, { title: "Visible" });
    expect((await api.get(`${BASE}/${script.id}`, { token: viewer })).status).toBe(200);
    expect((await api.post(BASE, { token: viewer, body: { title: "No" } })).status).toBe(403);
    expect((await api.put(`${BASE}/${script.id}`, { token: viewer, body: { title: "No" } })).status).toBe(403);
  });
});
