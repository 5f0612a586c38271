import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";

/**
 * A rule over several fields (endsAt not before startsAt, newEndDate with endDateAction=set, a
 * SCHEDULED post's time) is reported in the same 400 as the body's field errors, not only once the
 * other fields are fixed. Nothing is written.
 */

let user: TestUser;

beforeAll(async () => {
  user = await signUp();
});

const campaignCount = () => adminDb().campaign.count({ where: { companyId: user.companyId } });
const postCount = () => adminDb().socialPost.count({ where: { companyId: user.companyId } });
const backwards = { startsAt: "2030-06-10T09:00:00Z", endsAt: "2030-06-01T09:00:00Z" };

describe("campaigns", () => {
  it("create: a missing name and endsAt before startsAt answer 400 with both", async () => {
    const before = await campaignCount();
    const res = await api.post("/api/campaigns", { token: user.token, body: { ...backwards } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "Validation failed",
      details: { name: expect.any(String), endsAt: "must not be before startsAt" },
    });
    expect(await campaignCount()).toBe(before);
  });

  it("create: an unknown type and endsAt before startsAt answer 400 with both", async () => {
    const res = await api.post("/api/campaigns", {
      token: user.token,
      body: { name: "Launch", type: "WEEKLY", ...backwards },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ type: expect.any(String), endsAt: "must not be before startsAt" });
  });

  it("create: the rule waits for its own fields: a malformed startsAt is reported alone", async () => {
    const res = await api.post("/api/campaigns", {
      token: user.token,
      body: { startsAt: "soon", endsAt: backwards.endsAt },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ name: expect.any(String), startsAt: expect.any(String) });
  });

  it("create: endsAt before startsAt alone still answers 400", async () => {
    const res = await api.post("/api/campaigns", { token: user.token, body: { name: "Launch", ...backwards } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ endsAt: "must not be before startsAt" });
  });

  it("update: an empty name and endsAt before startsAt answer 400 with both, the campaign unchanged", async () => {
    const created = await api.post("/api/campaigns", { token: user.token, body: { name: "Summer" } });
    expect(created.status).toBe(201);
    const res = await api.put(`/api/campaigns/${created.body.id}`, {
      token: user.token,
      body: { name: "", ...backwards },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ name: expect.any(String), endsAt: "must not be before startsAt" });
    const stored = await adminDb().campaign.findUniqueOrThrow({ where: { id: created.body.id } });
    expect({ name: stored.name, startsAt: stored.startsAt, endsAt: stored.endsAt }).toEqual({
      name: "Summer",
      startsAt: null,
      endsAt: null,
    });
  });

  it("resume: an unknown strategy and endDateAction=set without newEndDate answer 400 with both", async () => {
    const created = await api.post("/api/campaigns", { token: user.token, body: { name: "Autumn" } });
    const res = await api.post(`/api/campaigns/${created.body.id}/resume`, {
      token: user.token,
      body: { strategy: "later", endDateAction: "set" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      strategy: expect.any(String),
      newEndDate: "is required when endDateAction is set",
    });
  });
});

describe("social posts", () => {
  it("create: a bad campaignId, text too long for twitter and SCHEDULED without a time answer 400 with all three", async () => {
    const before = await postCount();
    const res = await api.post("/api/social-posts", {
      token: user.token,
      body: { content: "x".repeat(281), platforms: ["twitter"], status: "SCHEDULED", campaignId: "nope" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      campaignId: expect.any(String),
      content: "is 281 characters, too long for twitter (max 280)",
      scheduledAt: "is required when status is SCHEDULED",
    });
    expect(await postCount()).toBe(before);
  });

  it("update (/api/posts alias): a bad media id and a past time for SCHEDULED answer 400 with both, the post unchanged", async () => {
    const created = await api.post("/api/posts", {
      token: user.token,
      body: { content: "Hello", platforms: ["bluesky"] },
    });
    expect(created.status).toBe(201);
    const res = await api.put(`/api/posts/${created.body.id}`, {
      token: user.token,
      body: { mediaAssetIds: ["not-a-uuid"], status: "SCHEDULED", scheduledAt: "2020-01-01T00:00:00Z" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      "mediaAssetIds.0": expect.any(String),
      scheduledAt: "must be in the future when status is SCHEDULED",
    });
    const stored = await adminDb().socialPost.findUniqueOrThrow({ where: { id: created.body.id } });
    expect({ status: stored.status, scheduledAt: stored.scheduledAt, mediaAssetIds: stored.mediaAssetIds }).toEqual({
      status: "DRAFT",
      scheduledAt: null,
      mediaAssetIds: [],
    });
  });
});
