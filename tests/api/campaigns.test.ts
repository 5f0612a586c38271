import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { memberToken } from "../helpers/content-fixtures";
import { signUp, type TestUser } from "../helpers/users";

const create = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await api.post("/api/campaigns", { token: user.token, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body;
};

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("campaign create and read", () => {
  it("creates a DRAFT ONE_TIME campaign with the full Campaign shape", async () => {
    const user = await signUp();
    const res = await api.post("/api/campaigns", {
      token: user.token,
      body: {
        name: "  Spring launch ",
        brief: "Launch the spring range",
        goal: "1k signups",
        startsAt: "2026-03-01T00:00:00Z",
        endsAt: "2026-03-31T00:00:00Z",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: "Spring launch",
      brief: "Launch the spring range",
      goal: "1k signups",
      type: "ONE_TIME",
      status: "DRAFT",
      startsAt: "2026-03-01T00:00:00.000Z",
      endsAt: "2026-03-31T00:00:00.000Z",
      pausedAt: null,
      resumedAt: null,
      completedAt: null,
      lastStatusChangedAt: expect.any(String),
      isArchived: false,
      context: { keyMessages: [], targetAudience: null, tone: null, channels: [] },
      inheritedFields: ["keyMessages", "targetAudience", "tone", "channels"],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const got = await api.get(`/api/campaigns/${res.body.id}`, { token: user.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it("validates name, type and date order with 400 details", async () => {
    const user = await signUp();
    const noName = await api.post("/api/campaigns", { token: user.token, body: { brief: "x" } });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ error: "Validation failed", details: { name: expect.any(String) } });
    expect(
      (await api.post("/api/campaigns", { token: user.token, body: { name: "" } })).body.details.name,
    ).toBeDefined();
    expect(
      (await api.post("/api/campaigns", { token: user.token, body: { name: "x", type: "WEEKLY" } })).body.details.type,
    ).toBeDefined();
    const backwards = await api.post("/api/campaigns", {
      token: user.token,
      body: { name: "x", startsAt: "2026-05-02T00:00:00Z", endsAt: "2026-05-01T00:00:00Z" },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details).toEqual({ endsAt: expect.any(String) });
    const sameDay = await api.post("/api/campaigns", {
      token: user.token,
      body: { name: "x", type: "evergreen", startsAt: "2026-05-01T00:00:00Z", endsAt: "2026-05-01T00:00:00Z" },
    });
    expect(sameDay.status).toBe(201);
    expect(sameDay.body.type).toBe("EVERGREEN");
  });

  it("answers 404 {message} for unknown ids and ids of another company", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const campaign = await create(owner, { name: "Mine" });
    for (const path of ["", "/content", "/analytics"]) {
      const res = await api.get(`/api/campaigns/${campaign.id}${path}`, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    expect((await api.get(`/api/campaigns/${MISSING}`, { token: owner.token })).body).toEqual({
      message: "Campaign not found",
    });
    const writes = [
      api.put(`/api/campaigns/${campaign.id}`, { token: stranger.token, body: { name: "Taken" } }),
      api.delete(`/api/campaigns/${campaign.id}`, { token: stranger.token }),
      api.post(`/api/campaigns/${campaign.id}/archive`, { token: stranger.token, body: { archive: true } }),
      api.post(`/api/campaigns/${campaign.id}/duplicate`, { token: stranger.token, body: { name: "Copy" } }),
      api.post(`/api/campaigns/${campaign.id}/find-replace`, {
        token: stranger.token,
        body: { find: "M", replace: "X" },
      }),
      api.post(`/api/campaigns/${campaign.id}/resume`, { token: stranger.token, body: { strategy: "cancel" } }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    const after = await api.get(`/api/campaigns/${campaign.id}`, { token: owner.token });
    expect(after.body).toEqual(campaign);
    const strangerList = await api.get("/api/campaigns", { token: stranger.token });
    expect(strangerList.body).toEqual({ items: [], total: 0 });
  });

  it("a malformed id is a 400, no token is a 401", async () => {
    const user = await signUp();
    expect((await api.get("/api/campaigns/not-a-uuid", { token: user.token })).status).toBe(400);
    expect((await api.get("/api/campaigns")).status).toBe(401);
  });

  it("reads need only a user; writes need campaigns:manage", async () => {
    const owner = await signUp();
    const campaign = await create(owner, { name: "Shared" });
    const viewer = await memberToken(owner.companyId, "viewer");
    const editor = await memberToken(owner.companyId, "editor");
    expect((await api.get("/api/campaigns", { token: viewer })).body.total).toBe(1);
    expect((await api.get(`/api/campaigns/${campaign.id}`, { token: viewer })).status).toBe(200);
    expect((await api.get(`/api/campaigns/${campaign.id}/content`, { token: viewer })).status).toBe(200);
    const denied = await api.post("/api/campaigns", { token: viewer, body: { name: "No" } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: expect.any(String) });
    expect((await api.put(`/api/campaigns/${campaign.id}`, { token: viewer, body: { name: "No" } })).status).toBe(403);
    expect((await api.delete(`/api/campaigns/${campaign.id}`, { token: viewer })).status).toBe(403);
    expect((await api.post("/api/campaigns", { token: editor, body: { name: "Yes" } })).status).toBe(201);
  });
});

describe("campaign list", () => {
  async function seedList() {
    const user = await signUp();
    const a = await create(user, { name: "Spring Sale", type: "ONE_TIME" });
    const b = await create(user, { name: "Summer sale", type: "RECURRING" });
    const c = await create(user, { name: "Evergreen tips", type: "EVERGREEN" });
    const d = await create(user, { name: "Autumn 100% off_", type: "ONE_TIME" });
    await api.put(`/api/campaigns/${b.id}`, { token: user.token, body: { status: "ACTIVE" } });
    await api.put(`/api/campaigns/${c.id}`, { token: user.token, body: { status: "ACTIVE" } });
    await api.put(`/api/campaigns/${c.id}`, { token: user.token, body: { status: "PAUSED" } });
    await api.put(`/api/campaigns/${d.id}`, { token: user.token, body: { status: "COMPLETED" } });
    return { user, a, b, c, d };
  }
  const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((i) => i.name);

  it("answers {items, total}, newest first, with limit 20 by default", async () => {
    const { user } = await seedList();
    const res = await api.get("/api/campaigns", { token: user.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["items", "total"]);
    expect(res.body.total).toBe(4);
    expect(names(res)).toEqual(["Autumn 100% off_", "Evergreen tips", "Summer sale", "Spring Sale"]);
  });

  it("filters status and type given once, repeated or comma-separated, in any case", async () => {
    const { user } = await seedList();
    const get = (query: Record<string, string | string[]>) => api.get("/api/campaigns", { token: user.token, query });
    expect(names(await get({ status: "active" }))).toEqual(["Summer sale"]);
    expect(names(await get({ status: ["ACTIVE", "paused"] }))).toEqual(["Evergreen tips", "Summer sale"]);
    expect(names(await get({ status: "Draft,Completed" }))).toEqual(["Autumn 100% off_", "Spring Sale"]);
    expect(names(await get({ type: "one_time" }))).toEqual(["Autumn 100% off_", "Spring Sale"]);
    expect(names(await get({ type: "RECURRING,evergreen", status: "ACTIVE" }))).toEqual(["Summer sale"]);
    const bad = await get({ status: "ACTIVE,RUNNING" });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toHaveProperty("status.1");
  });

  it("search is a case-insensitive name contains, with % and _ taken literally", async () => {
    const { user } = await seedList();
    const get = (search: string) => api.get("/api/campaigns", { token: user.token, query: { search } });
    expect(names(await get("SALE"))).toEqual(["Summer sale", "Spring Sale"]);
    expect(names(await get("100%"))).toEqual(["Autumn 100% off_"]);
    expect(names(await get("%"))).toEqual(["Autumn 100% off_"]);
    expect(names(await get("_"))).toEqual(["Autumn 100% off_"]);
    expect(names(await get("\\"))).toEqual([]);
    expect((await get("nothing")).body).toEqual({ items: [], total: 0 });
  });

  it("pages with limit and offset; total counts every match", async () => {
    const { user } = await seedList();
    const page = await api.get("/api/campaigns", { token: user.token, query: { limit: 2, offset: 1 } });
    expect(page.body.total).toBe(4);
    expect(names(page)).toEqual(["Evergreen tips", "Summer sale"]);
    const past = await api.get("/api/campaigns", { token: user.token, query: { offset: 10 } });
    expect(past.body).toEqual({ items: [], total: 4 });
    for (const query of [{ limit: 0 }, { limit: 101 }, { limit: "ten" }, { offset: -1 }]) {
      const res = await api.get("/api/campaigns", { token: user.token, query });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("Validation failed");
    }
    expect((await api.get("/api/campaigns", { token: user.token, query: { limit: 100 } })).status).toBe(200);
  });

  it("archived campaigns are hidden unless includeArchived=true; archiving keeps the status", async () => {
    const { user, b } = await seedList();
    const archived = await api.post(`/api/campaigns/${b.id}/archive`, { token: user.token, body: { archive: true } });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: b.id, isArchived: true, status: "ACTIVE" });
    expect(names(await api.get("/api/campaigns", { token: user.token }))).not.toContain("Summer sale");
    const all = await api.get("/api/campaigns", { token: user.token, query: { includeArchived: "true" } });
    expect(all.body.total).toBe(4);
    expect(names(all)).toContain("Summer sale");
    expect((await api.get(`/api/campaigns/${b.id}`, { token: user.token })).body.isArchived).toBe(true);
    const restored = await api.post(`/api/campaigns/${b.id}/archive`, { token: user.token, body: { archive: false } });
    expect(restored.body.isArchived).toBe(false);
    expect((await api.get("/api/campaigns", { token: user.token })).body.total).toBe(4);
    expect((await api.post(`/api/campaigns/${b.id}/archive`, { token: user.token, body: {} })).status).toBe(400);
    expect(
      (await api.post(`/api/campaigns/${b.id}/archive`, { token: user.token, body: { archive: "yes" } })).status,
    ).toBe(400);
  });
});

describe("campaign update", () => {
  it("changes only the fields sent and clears nullable ones with null", async () => {
    const user = await signUp();
    const campaign = await create(user, {
      name: "Plan",
      brief: "Old brief",
      goal: "Goal",
      startsAt: "2026-06-01T00:00:00Z",
    });
    const res = await api.put(`/api/campaigns/${campaign.id}`, {
      token: user.token,
      body: { brief: "New brief", goal: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Plan",
      brief: "New brief",
      goal: null,
      startsAt: "2026-06-01T00:00:00.000Z",
      status: "DRAFT",
    });
    expect(res.body.lastStatusChangedAt).toBe(campaign.lastStatusChangedAt);
  });

  it("checks endsAt against the stored startsAt", async () => {
    const user = await signUp();
    const campaign = await create(user, { name: "Dates", startsAt: "2026-06-10T00:00:00Z" });
    const res = await api.put(`/api/campaigns/${campaign.id}`, {
      token: user.token,
      body: { endsAt: "2026-06-01T00:00:00Z" },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ endsAt: expect.any(String) });
    const ok = await api.put(`/api/campaigns/${campaign.id}`, {
      token: user.token,
      body: { startsAt: null, endsAt: "2026-06-01T00:00:00Z" },
    });
    expect(ok.body).toMatchObject({ startsAt: null, endsAt: "2026-06-01T00:00:00.000Z" });
  });
});

describe("campaign status", () => {
  const put = (user: TestUser, id: string, status: string) =>
    api.put(`/api/campaigns/${id}`, { token: user.token, body: { status } });

  it("walks DRAFT → ACTIVE → PAUSED → ACTIVE → COMPLETED with the timestamps", async () => {
    const user = await signUp();
    const campaign = await create(user, { name: "Lifecycle" });
    const active = await put(user, campaign.id, "active");
    expect(active.status).toBe(200);
    expect(active.body.status).toBe("ACTIVE");
    expect(active.body.startsAt).toBeNull();
    expect(Date.parse(active.body.lastStatusChangedAt)).toBeGreaterThan(Date.parse(campaign.lastStatusChangedAt));

    const paused = await put(user, campaign.id, "PAUSED");
    expect(paused.body).toMatchObject({ status: "PAUSED", pausedAt: paused.body.lastStatusChangedAt });

    const resumed = await put(user, campaign.id, "ACTIVE");
    expect(resumed.body).toMatchObject({
      status: "ACTIVE",
      resumedAt: resumed.body.lastStatusChangedAt,
      pausedAt: paused.body.pausedAt,
    });

    const completed = await put(user, campaign.id, "COMPLETED");
    expect(completed.body).toMatchObject({ status: "COMPLETED", completedAt: completed.body.lastStatusChangedAt });
  });

  it("setting the current status again changes nothing", async () => {
    const user = await signUp();
    const campaign = await create(user, { name: "Same" });
    const same = await put(user, campaign.id, "DRAFT");
    expect(same.status).toBe(200);
    expect(same.body).toEqual(campaign);
  });

  it("allows DRAFT → COMPLETED and PAUSED → COMPLETED", async () => {
    const user = await signUp();
    const a = await create(user, { name: "A" });
    expect((await put(user, a.id, "COMPLETED")).body.status).toBe("COMPLETED");
    const b = await create(user, { name: "B" });
    await put(user, b.id, "ACTIVE");
    await put(user, b.id, "PAUSED");
    expect((await put(user, b.id, "COMPLETED")).body.status).toBe("COMPLETED");
  });

  it("refuses every other move with 409 INVALID_STATUS_TRANSITION and leaves the campaign alone", async () => {
    const user = await signUp();
    const draft = await create(user, { name: "Draft" });
    const refused = await put(user, draft.id, "PAUSED");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "INVALID_STATUS_TRANSITION", message: expect.any(String) });

    const done = await create(user, { name: "Done" });
    await put(user, done.id, "COMPLETED");
    for (const to of ["DRAFT", "ACTIVE", "PAUSED"]) expect((await put(user, done.id, to)).status).toBe(409);

    const running = await create(user, { name: "Running" });
    await put(user, running.id, "ACTIVE");
    expect((await put(user, running.id, "DRAFT")).status).toBe(409);
    const both = await api.put(`/api/campaigns/${running.id}`, {
      token: user.token,
      body: { name: "Renamed", status: "DRAFT" },
    });
    expect(both.status).toBe(409);
    expect((await api.get(`/api/campaigns/${running.id}`, { token: user.token })).body).toMatchObject({
      name: "Running",
      status: "ACTIVE",
    });
  });

  it("resume on a campaign that is not PAUSED is a 409", async () => {
    const user = await signUp();
    const campaign = await create(user, { name: "Not paused" });
    const res = await api.post(`/api/campaigns/${campaign.id}/resume`, {
      token: user.token,
      body: { strategy: "keep_original" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.any(String), message: expect.any(String) });
  });
});

describe("campaign context inheritance", () => {
  async function brandedUser() {
    const user = await signUp();
    await adminDb().brandProfile.update({
      where: { companyId: user.companyId },
      data: { keyMessages: ["Fresh daily"], targetAudience: "Commuters", tone: "Warm" },
    });
    await adminDb().company.update({
      where: { id: user.companyId },
      data: { defaultSocialPlatforms: ["linkedin", "instagram"] },
    });
    return user;
  }

  it("inherits every omitted field from the brand profile and company channels", async () => {
    const user = await brandedUser();
    const campaign = await create(user, { name: "Inherit" });
    expect(campaign.context).toEqual({
      keyMessages: ["Fresh daily"],
      targetAudience: "Commuters",
      tone: "Warm",
      channels: ["linkedin", "instagram"],
    });
    expect(campaign.inheritedFields).toEqual(["keyMessages", "targetAudience", "tone", "channels"]);
  });

  it("an explicit value overrides, follows later brand changes only for inherited fields, and null clears it", async () => {
    const user = await brandedUser();
    const campaign = await create(user, { name: "Override", context: { tone: "Playful", channels: ["TWITTER"] } });
    expect(campaign.context).toEqual({
      keyMessages: ["Fresh daily"],
      targetAudience: "Commuters",
      tone: "Playful",
      channels: ["twitter"],
    });
    expect(campaign.inheritedFields).toEqual(["keyMessages", "targetAudience"]);

    await adminDb().brandProfile.update({
      where: { companyId: user.companyId },
      data: { tone: "Formal", targetAudience: "Students" },
    });
    const later = await api.get(`/api/campaigns/${campaign.id}`, { token: user.token });
    expect(later.body.context).toMatchObject({ tone: "Playful", targetAudience: "Students" });

    const partial = await api.put(`/api/campaigns/${campaign.id}`, {
      token: user.token,
      body: { context: { keyMessages: ["Only here"] } },
    });
    expect(partial.body.context).toEqual({
      keyMessages: ["Only here"],
      targetAudience: "Students",
      tone: "Playful",
      channels: ["twitter"],
    });
    expect(partial.body.inheritedFields).toEqual(["targetAudience"]);

    const cleared = await api.put(`/api/campaigns/${campaign.id}`, {
      token: user.token,
      body: { context: { tone: null } },
    });
    expect(cleared.body.context.tone).toBe("Formal");
    expect(cleared.body.inheritedFields).toEqual(["targetAudience", "tone"]);

    const allCleared = await api.put(`/api/campaigns/${campaign.id}`, { token: user.token, body: { context: null } });
    expect(allCleared.body.inheritedFields).toEqual(["keyMessages", "targetAudience", "tone", "channels"]);
    expect(allCleared.body.context.channels).toEqual(["linkedin", "instagram"]);
  });

  it("stores only the explicitly set fields", async () => {
    const user = await brandedUser();
    const campaign = await create(user, { name: "Stored", context: { targetAudience: "Runners", tone: null } });
    const row = await adminDb().campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row.contextOverrides).toEqual({ targetAudience: "Runners" });
  });

  it("refuses unknown channels", async () => {
    const user = await signUp();
    const res = await api.post("/api/campaigns", {
      token: user.token,
      body: { name: "x", context: { channels: ["myspace"] } },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details)).toEqual(["context.channels.0"]);
  });
});
