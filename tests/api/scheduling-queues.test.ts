import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
beforeAll(async () => {
  await socialFakes();
  owner = await signUp();
  await connectAccount(owner, "bluesky");
  await connectAccount(owner, "mastodon");
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const daily = [{ dayOfWeek: null, time: "09:00" }];

async function queue(body: Record<string, unknown> = {}) {
  const res = await api.post("/api/queues", {
    token: owner.token,
    body: {
      name: unique("queue"),
      platforms: ["bluesky", "mastodon"],
      timeZone: "Europe/Berlin",
      slots: daily,
      ...body,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("queues", () => {
  it("creates, lists, updates; a bad zone or slot is a 400 naming it, nothing written", async () => {
    const q = await queue();
    expect(q).toMatchObject({
      platforms: ["bluesky", "mastodon"],
      timeZone: "Europe/Berlin",
      isActive: true,
      slots: daily,
      itemCount: 0,
    });
    const before = await adminDb().publishingQueue.count({ where: { companyId: owner.companyId } });
    const badZone = await api.post("/api/queues", {
      token: owner.token,
      body: { name: "x", platforms: ["bluesky"], timeZone: "Mars/Olympus", slots: daily },
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.details.timeZone).toMatch(/IANA/);
    const badSlot = await api.post("/api/queues", {
      token: owner.token,
      body: { name: "x", platforms: ["bluesky"], timeZone: "UTC", slots: [{ dayOfWeek: 7, time: "25:00" }] },
    });
    expect(badSlot.status).toBe(400);
    expect(await adminDb().publishingQueue.count({ where: { companyId: owner.companyId } })).toBe(before);

    const updated = await api.put(`/api/queues/${q.id}`, {
      token: owner.token,
      body: { name: "Renamed", slots: [{ dayOfWeek: 1, time: "08:15" }] },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ name: "Renamed", slots: [{ dayOfWeek: 1, time: "08:15" }] });
    const list = await api.get("/api/queues", { token: owner.token });
    expect(list.body.map((x: { id: string }) => x.id)).toContain(q.id);
    const other = await signUp();
    expect((await api.get("/api/queues", { token: other.token })).body).toEqual([]);
    expect((await api.put(`/api/queues/${q.id}`, { token: other.token, body: { name: "theirs" } })).status).toBe(404);
  });

  it("items go to the next free slot in the queue's zone, one occurrence per platform, published like any occurrence; itemCount counts them", async () => {
    const q = await queue();
    const first = await api.post(`/api/queues/${q.id}/items`, {
      token: owner.token,
      body: { content: unique("first") },
    });
    expect(first.status, first.text).toBe(201);
    const second = await api.post(`/api/queues/${q.id}/items`, {
      token: owner.token,
      body: { content: unique("second"), platform: "mastodon" },
    });
    expect(second.status, second.text).toBe(201);
    const firstAt = new Date(first.body.scheduledAt);
    const secondAt = new Date(second.body.scheduledAt);
    // 09:00 in Berlin, on consecutive days.
    expect(
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" }).format(
        firstAt,
      ),
    ).toBe("09:00");
    expect(secondAt.getTime() - firstAt.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(first.body.occurrenceIds).toHaveLength(2);
    expect(second.body.platforms).toEqual(["mastodon"]);
    const due = await adminDb().outbox.count({ where: { event: "scheduling/occurrence.due", dueAt: firstAt } });
    expect(due).toBeGreaterThanOrEqual(2);
    const items = await api.get(`/api/queues/${q.id}/items`, { token: owner.token });
    expect(items.body.map((i: { id: string }) => i.id)).toEqual([first.body.id, second.body.id]);
    expect(
      (await api.get("/api/queues", { token: owner.token })).body.find((x: { id: string }) => x.id === q.id).itemCount,
    ).toBe(2);

    expect((await api.delete(`/api/queues/${q.id}/items/${second.body.id}`, { token: owner.token })).status).toBe(200);
    expect((await api.get(`/api/queues/${q.id}/items`, { token: owner.token })).body).toHaveLength(1);
  });

  it("deleting a queue unschedules its items (posts back to draft, occurrences cancelled), never deletes them", async () => {
    const q = await queue();
    const item = await api.post(`/api/queues/${q.id}/items`, { token: owner.token, body: { content: unique("kept") } });
    const res = await api.delete(`/api/queues/${q.id}`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, unscheduled: 1 });
    const post = await api.get(`/api/social-posts/${item.body.id}`, { token: owner.token });
    expect(post.body.status).toBe("DRAFT");
    const occurrences = await adminDb().postOccurrence.findMany({ where: { sourcePostId: item.body.id } });
    expect(occurrences.every((o) => o.status === "CANCELLED" && o.queueId === null)).toBe(true);
    expect((await api.get("/api/queues", { token: owner.token })).body.map((x: { id: string }) => x.id)).not.toContain(
      q.id,
    );
  });

  it("no slots: 409; a platform with no connected account: 400, nothing written", async () => {
    const empty = await queue({ slots: [] });
    expect(
      (await api.post(`/api/queues/${empty.id}/items`, { token: owner.token, body: { content: "x" } })).status,
    ).toBe(409);
    const x = await queue({ platforms: ["twitter"] });
    const before = await adminDb().socialPost.count({ where: { companyId: owner.companyId } });
    expect((await api.post(`/api/queues/${x.id}/items`, { token: owner.token, body: { content: "x" } })).status).toBe(
      400,
    );
    expect(await adminDb().socialPost.count({ where: { companyId: owner.companyId } })).toBe(before);
  });
});
