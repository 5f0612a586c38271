import { InngestTestEngine } from "@inngest/test";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { backfillNewAccounts, syncAnalyticsMetrics } from "@/inngest/functions/analytics/sync-metrics";
import { adminDb } from "@/lib/db";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

let fakes: SocialFakes;
beforeAll(async () => {
  fakes = await socialFakes();
});

async function publish(user: TestUser, platform: string) {
  const res = await api.post(`/api/social/${platform}/publish`, {
    token: user.token,
    body: { content: `Numbers ${randomUUID().slice(0, 8)}` },
  });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return res.body as { occurrenceId: string };
}

const sync = (user: TestUser, body: Record<string, unknown> = {}) =>
  api.post("/api/analytics/sync", { token: user.token, body });
const postMetrics = (companyId: string) =>
  adminDb().postMetric.findMany({ where: { companyId }, orderBy: { publishedAt: "asc" } });
const dayRows = (companyId: string) => adminDb().accountMetricDaily.findMany({ where: { companyId } });

describe("POST /api/analytics/sync", () => {
  it("stores today's account row and each published post's numbers as the network reports them", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "twitter");
    const { occurrenceId } = await publish(owner, "twitter");

    const res = await sync(owner);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, synced: 2, errors: [] });

    const days = await dayRows(owner.companyId);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ socialAccountId: account.id, platform: "twitter", followers: 321 });

    const live = await api.get(`/api/social/twitter/analytics/${occurrenceId}`, { token: owner.token });
    expect(live.status, live.text).toBe(200);
    const [stored] = await postMetrics(owner.companyId);
    expect(stored).toMatchObject({
      occurrenceId,
      platform: "twitter",
      impressions: live.body.impressions,
      likes: live.body.likes,
      comments: live.body.comments,
      shares: live.body.shares,
      clicks: live.body.clicks,
      views: live.body.views,
    });
    expect(stored.impressions).toBe(120);
  });

  it("syncing again replaces the numbers instead of adding rows or counting twice", async () => {
    const owner = await signUp();
    await connectAccount(owner, "twitter");
    const { occurrenceId } = await publish(owner, "twitter");
    expect((await sync(owner)).status).toBe(200);
    const first = await postMetrics(owner.companyId);

    // Numbers that changed on the network since (here: stale numbers in the store) are overwritten.
    await adminDb().postMetric.updateMany({ where: { occurrenceId }, data: { likes: 999, impressions: 1 } });
    await adminDb().accountMetricDaily.updateMany({ where: { companyId: owner.companyId }, data: { followers: 5 } });
    const again = await sync(owner);
    expect(again.body).toEqual({ success: true, synced: 2, errors: [] });

    const second = await postMetrics(owner.companyId);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ id: first[0].id, likes: first[0].likes, impressions: 120 });
    const days = await dayRows(owner.companyId);
    expect(days).toHaveLength(1);
    expect(days[0].followers).toBe(321);
  });

  it("backfills every post on an account's first sync, later only the last 30 days", async () => {
    const owner = await signUp();
    await connectAccount(owner, "bluesky");
    const old = await publish(owner, "bluesky");
    const recent = await publish(owner, "bluesky");
    await adminDb().postOccurrence.update({
      where: { id: old.occurrenceId },
      data: { publishedAt: new Date(Date.now() - 60 * 24 * 3600_000) },
    });

    expect((await sync(owner)).body).toMatchObject({ synced: 3 });
    expect((await postMetrics(owner.companyId)).map((m) => m.occurrenceId)).toEqual([
      old.occurrenceId,
      recent.occurrenceId,
    ]);

    await adminDb().postMetric.deleteMany({ where: { companyId: owner.companyId } });
    expect((await sync(owner)).body).toMatchObject({ synced: 2 });
    expect((await postMetrics(owner.companyId)).map((m) => m.occurrenceId)).toEqual([recent.occurrenceId]);
  });

  it("syncs only the platform asked for (either case)", async () => {
    const owner = await signUp();
    await connectAccount(owner, "twitter");
    await connectAccount(owner, "bluesky");
    const res = await sync(owner, { platform: "BLUESKY" });
    expect(res.body).toEqual({ success: true, synced: 1, errors: [] });
    expect((await dayRows(owner.companyId)).map((d) => d.platform)).toEqual(["bluesky"]);
  });

  it("reports an account whose network fails and still syncs the others", async () => {
    const owner = await signUp();
    const x = await connectAccount(owner, "twitter");
    await connectAccount(owner, "bluesky");
    // Every attempt of the one call fails (the HTTP client tries 3 times).
    fakes.x.server.fail("server_error", "me", 3);
    const res = await sync(owner);
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.synced).toBe(1);
    expect(res.body.errors).toEqual([
      { accountId: x.id, platform: "twitter", error: "X (Twitter) could not be read (Internal Server Error)." },
    ]);
    expect((await dayRows(owner.companyId)).map((d) => d.platform)).toEqual(["bluesky"]);
  });

  it("refuses an unknown platform with 400 and stores nothing", async () => {
    const owner = await signUp();
    await connectAccount(owner, "bluesky");
    const res = await sync(owner, { platform: "myspace" });
    expect(res.status).toBe(400);
    expect(res.body.details.platform).toMatch(/must be one of/);
    expect(await dayRows(owner.companyId)).toEqual([]);
  });

  it("touches only the caller's company", async () => {
    const a = await signUp();
    const b = await signUp();
    await connectAccount(a, "bluesky");
    expect((await sync(b)).body).toEqual({ success: true, synced: 0, errors: [] });
    expect(await dayRows(a.companyId)).toEqual([]);
  });
});

describe("scheduled sync functions", () => {
  const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "0 */3 * * *" } } as never;

  it("backfill picks up a connected account never synced, then leaves it to the regular run", async () => {
    const owner = await signUp();
    const account = await connectAccount(owner, "mastodon");
    await publish(owner, "mastodon");
    const run = async () =>
      (await new InngestTestEngine({ function: backfillNewAccounts, events: [cronEvent] }).execute()).result as {
        accounts: number;
      };
    await run();
    expect(await dayRows(owner.companyId)).toMatchObject([{ socialAccountId: account.id }]);
    expect(await postMetrics(owner.companyId)).toHaveLength(1);
    const second = await adminDb().socialAccount.count({ where: { id: account.id, dailyMetrics: { none: {} } } });
    expect(second).toBe(0);
  });

  it("the regular run syncs every company with connected accounts, once per day and post", async () => {
    const owner = await signUp();
    await connectAccount(owner, "linkedin");
    const run = () => new InngestTestEngine({ function: syncAnalyticsMetrics, events: [cronEvent] }).execute();
    await run();
    await run();
    expect(await dayRows(owner.companyId)).toHaveLength(1);
  });
});
