import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { pausedWallDuration } from "@/lib/campaigns/reschedule";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";

const DAY = 86_400_000;

/** A PAUSED campaign whose pause began `pausedFor` ms ago (pausedAt written directly to control the clock). */
async function pausedCampaign(user: TestUser, pausedFor: number, body: Record<string, unknown> = {}) {
  const created = await api.post("/api/campaigns", { token: user.token, body: { name: "Paused", ...body } });
  const id: string = created.body.id;
  await api.put(`/api/campaigns/${id}`, { token: user.token, body: { status: "ACTIVE" } });
  await api.put(`/api/campaigns/${id}`, { token: user.token, body: { status: "PAUSED" } });
  const pausedAt = new Date(Date.now() - pausedFor);
  await adminDb().campaign.update({ where: { id }, data: { pausedAt } });
  return { id, pausedAt };
}

function scheduledPost(
  user: TestUser,
  campaignId: string,
  scheduledAt: string | Date,
  status: "SCHEDULED" | "DRAFT" | "PUBLISHED" = "SCHEDULED",
) {
  return adminDb().socialPost.create({
    data: {
      companyId: user.companyId,
      campaignId,
      content: `at ${String(scheduledAt)}`,
      status,
      scheduledAt: new Date(scheduledAt),
    },
  });
}

const reload = (id: string) => adminDb().socialPost.findUniqueOrThrow({ where: { id } });
const resume = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api.post(`/api/campaigns/${id}/resume`, { token: user.token, body });

describe("resume strategies", () => {
  it("shift_weekday moves posts by whole weeks, keeping weekday and 10:00 local across month end and DST", async () => {
    const user = await signUp({ timeZone: "Europe/Berlin" });
    const { id } = await pausedCampaign(user, 3 * DAY);
    const monthEnd = await scheduledPost(user, id, "2027-01-29T09:00:00Z"); // Friday 29 Jan 10:00 CET
    const beforeDst = await scheduledPost(user, id, "2027-03-26T09:00:00Z"); // Friday 26 Mar 10:00 CET; DST starts 28 Mar
    const draft = await scheduledPost(user, id, "2027-01-29T09:00:00Z", "DRAFT");
    const other = await pausedCampaign(user, 3 * DAY);
    const elsewhere = await scheduledPost(user, other.id, "2027-01-29T09:00:00Z");

    const res = await resume(user, id, { strategy: "shift_weekday" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ACTIVE");
    expect(res.body.resumedAt).toBe(res.body.lastStatusChangedAt);
    expect((await reload(monthEnd.id)).scheduledAt?.toISOString()).toBe("2027-02-05T09:00:00.000Z"); // Friday 5 Feb 10:00 CET
    expect((await reload(beforeDst.id)).scheduledAt?.toISOString()).toBe("2027-04-02T08:00:00.000Z"); // Friday 2 Apr 10:00 CEST
    expect((await reload(monthEnd.id)).status).toBe("SCHEDULED");
    expect(await reload(draft.id)).toEqual(draft);
    expect(await reload(elsewhere.id)).toEqual(elsewhere);
  });

  it("shift_calendar moves posts by the exact paused duration (UTC company)", async () => {
    const user = await signUp();
    const { id, pausedAt } = await pausedCampaign(user, 2 * DAY + 5 * 3_600_000);
    const post = await scheduledPost(user, id, "2027-01-10T10:00:00Z");
    const res = await resume(user, id, { strategy: "shift_calendar" });
    expect(res.status).toBe(200);
    const paused = Date.parse(res.body.resumedAt) - pausedAt.getTime();
    expect((await reload(post.id)).scheduledAt?.getTime()).toBe(Date.parse("2027-01-10T10:00:00Z") + paused);
  });

  it("shift_calendar keeps the local time of day when the shift crosses a DST change", async () => {
    const user = await signUp({ timeZone: "Europe/Berlin" });
    const { id, pausedAt } = await pausedCampaign(user, 2 * DAY);
    const post = await scheduledPost(user, id, "2027-03-27T09:00:00Z"); // Saturday 27 Mar 10:00 CET
    const res = await resume(user, id, { strategy: "shift_calendar" });
    const beyondTwoDays = pausedWallDuration(pausedAt, new Date(res.body.resumedAt), "Europe/Berlin") - 2 * DAY;
    // Monday 29 Mar 10:00 CEST (plus the milliseconds the request took beyond two days)
    expect((await reload(post.id)).scheduledAt?.getTime()).toBe(Date.parse("2027-03-29T08:00:00Z") + beyondTwoDays);
  });

  it("keep_original keeps dates and sends posts that fell due while paused back to DRAFT", async () => {
    const user = await signUp();
    const { id } = await pausedCampaign(user, 3 * DAY);
    const overdue = await scheduledPost(user, id, new Date(Date.now() - 3_600_000));
    const future = await scheduledPost(user, id, "2027-02-01T10:00:00Z");
    const published = await scheduledPost(user, id, new Date(Date.now() - DAY), "PUBLISHED");
    const res = await resume(user, id, { strategy: "keep_original" });
    expect(res.status).toBe(200);
    expect(await reload(overdue.id)).toMatchObject({ status: "DRAFT", scheduledAt: overdue.scheduledAt });
    expect(await reload(future.id)).toEqual(future);
    expect(await reload(published.id)).toEqual(published);
  });

  it("cancel cancels every remaining scheduled post", async () => {
    const user = await signUp();
    const { id } = await pausedCampaign(user, DAY);
    const overdue = await scheduledPost(user, id, new Date(Date.now() - 3_600_000));
    const future = await scheduledPost(user, id, "2027-02-01T10:00:00Z");
    const draft = await scheduledPost(user, id, "2027-02-01T10:00:00Z", "DRAFT");
    await resume(user, id, { strategy: "cancel" });
    expect((await reload(overdue.id)).status).toBe("CANCELLED");
    expect(await reload(future.id)).toMatchObject({ status: "CANCELLED", scheduledAt: future.scheduledAt });
    expect(await reload(draft.id)).toEqual(draft);
  });

  it("PUT status ACTIVE on a paused campaign resumes with keep_original", async () => {
    const user = await signUp();
    const { id } = await pausedCampaign(user, DAY);
    const overdue = await scheduledPost(user, id, new Date(Date.now() - 3_600_000));
    const future = await scheduledPost(user, id, "2027-02-01T10:00:00Z");
    const res = await api.put(`/api/campaigns/${id}`, {
      token: user.token,
      body: { status: "ACTIVE", name: "Back on", endsAt: "2027-06-01T00:00:00Z" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "ACTIVE",
      name: "Back on",
      endsAt: "2027-06-01T00:00:00.000Z",
      resumedAt: expect.any(String),
    });
    expect((await reload(overdue.id)).status).toBe("DRAFT");
    expect(await reload(future.id)).toEqual(future);
  });

  it("a second resume is a 409 and shifts nothing twice", async () => {
    const user = await signUp();
    const { id } = await pausedCampaign(user, DAY);
    const post = await scheduledPost(user, id, "2027-01-10T10:00:00Z");
    await resume(user, id, { strategy: "shift_weekday" });
    const moved = await reload(post.id);
    expect(moved.scheduledAt?.toISOString()).toBe("2027-01-17T10:00:00.000Z");
    const again = await resume(user, id, { strategy: "shift_weekday" });
    expect(again.status).toBe(409);
    expect(await reload(post.id)).toEqual(moved);
  });
});

describe("resume end date", () => {
  const window = { startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-31T18:00:00Z" };

  it("extend moves endsAt by the paused duration", async () => {
    const user = await signUp();
    const { id, pausedAt } = await pausedCampaign(user, 4 * DAY, window);
    const res = await resume(user, id, { strategy: "keep_original", endDateAction: "extend" });
    const paused = Date.parse(res.body.resumedAt) - pausedAt.getTime();
    expect(Date.parse(res.body.endsAt)).toBe(Date.parse(window.endsAt) + paused);
  });

  it("set uses newEndDate; keep (the default) leaves endsAt", async () => {
    const user = await signUp();
    const a = await pausedCampaign(user, DAY, window);
    const set = await resume(user, a.id, {
      strategy: "cancel",
      endDateAction: "set",
      newEndDate: "2027-03-01T00:00:00Z",
    });
    expect(set.body.endsAt).toBe("2027-03-01T00:00:00.000Z");
    const b = await pausedCampaign(user, DAY, window);
    expect((await resume(user, b.id, { strategy: "cancel" })).body.endsAt).toBe("2027-01-31T18:00:00.000Z");
  });

  it("validates the body, and a refused resume leaves the campaign PAUSED", async () => {
    const user = await signUp();
    const { id } = await pausedCampaign(user, DAY, window);
    const noDate = await resume(user, id, { strategy: "cancel", endDateAction: "set" });
    expect(noDate.status).toBe(400);
    expect(noDate.body.details).toEqual({ newEndDate: expect.any(String) });
    const beforeStart = await resume(user, id, {
      strategy: "cancel",
      endDateAction: "set",
      newEndDate: "2025-01-01T00:00:00Z",
    });
    expect(beforeStart.status).toBe(400);
    expect((await resume(user, id, { strategy: "later" })).body.details).toEqual({ strategy: expect.any(String) });
    expect((await resume(user, id, {})).body.details).toEqual({ strategy: expect.any(String) });
    expect((await resume(user, id, { strategy: "cancel", endDateAction: "shrink" })).status).toBe(400);
    expect((await api.get(`/api/campaigns/${id}`, { token: user.token })).body.status).toBe("PAUSED");
  });
});
