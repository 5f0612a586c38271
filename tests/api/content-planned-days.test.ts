import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";
import { adminDb } from "@/lib/db";

// Blog posts and video scripts planned for a day on the content calendar (the calendar generator's
// blog and video ideas): the day is kept, answered, filtered on, cleared, and publishes nothing.

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

const KINDS = [
  { base: "/api/blog/posts", body: { title: "How to pick a trail shoe", status: "DRAFT" } },
  { base: "/api/video-scripts", body: { title: "Mud run in slow motion", format: "Short" } },
] as const;

describe.each(KINDS)("$base: plannedFor", ({ base, body }) => {
  it("keeps the day, answers it, and changes or clears it", async () => {
    const created = await api.post(base, { token: owner.token, body: { ...body, plannedFor: "2027-03-07" } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.plannedFor).toBe("2027-03-07");
    expect((await api.get(`${base}/${created.body.id}`, { token: owner.token })).body.plannedFor).toBe("2027-03-07");

    const moved = await api.put(`${base}/${created.body.id}`, {
      token: owner.token,
      body: { plannedFor: "2027-03-09" },
    });
    expect([moved.status, moved.body.plannedFor]).toEqual([200, "2027-03-09"]);
    const untouched = await api.put(`${base}/${created.body.id}`, { token: owner.token, body: { title: "Renamed" } });
    expect(untouched.body.plannedFor).toBe("2027-03-09");
    const cleared = await api.put(`${base}/${created.body.id}`, { token: owner.token, body: { plannedFor: null } });
    expect(cleared.body.plannedFor).toBeNull();
  });

  it("refuses a day that is not one: 400 naming plannedFor, nothing saved", async () => {
    const user = await signUp();
    for (const plannedFor of ["2027-02-30", "2027-3-1", "tomorrow", "2027-03-01T09:00:00Z"]) {
      const res = await api.post(base, { token: user.token, body: { ...body, plannedFor } });
      expect([res.status, Object.keys(res.body.details ?? {})]).toEqual([400, ["plannedFor"]]);
    }
    const count =
      base === "/api/blog/posts"
        ? await adminDb().blogPost.count({ where: { companyId: user.companyId } })
        : await adminDb().videoScript.count({ where: { companyId: user.companyId } });
    expect(count).toBe(0);
  });

  it("plannedFrom and plannedTo keep what is planned for a day in between (both included), of the caller's company only", async () => {
    const user = await signUp();
    const ids: Record<string, string> = {};
    for (const day of ["2027-04-30", "2027-05-01", "2027-05-31", "2027-06-01"]) {
      ids[day] = (await api.post(base, { token: user.token, body: { ...body, plannedFor: day } })).body.id;
    }
    await api.post(base, { token: user.token, body });
    await api.post(base, { token: other.token, body: { ...body, plannedFor: "2027-05-15" } });

    const may = await api.get(`${base}?plannedFrom=2027-05-01&plannedTo=2027-05-31`, { token: user.token });
    expect(may.status).toBe(200);
    expect(may.body.items.map((i: { id: string }) => i.id).sort()).toEqual(
      [ids["2027-05-01"], ids["2027-05-31"]].sort(),
    );
    expect(may.body.total).toBe(2);
    const from = await api.get(`${base}?plannedFrom=2027-06-01`, { token: user.token });
    expect(from.body.items.map((i: { id: string }) => i.id)).toEqual([ids["2027-06-01"]]);
    expect((await api.get(base, { token: user.token })).body.total).toBe(5);
    expect((await api.get(`${base}?plannedTo=2027-02-30`, { token: user.token })).status).toBe(400);
  });
});

it("a blog draft planned for a day is not scheduled: nothing is queued to publish it", async () => {
  const user = await signUp();
  const res = await api.post("/api/blog/posts", {
    token: user.token,
    body: { title: "Planned, not scheduled", plannedFor: "2027-03-07" },
  });
  expect(res.body).toMatchObject({ status: "DRAFT", scheduledAt: null, publishedAt: null, plannedFor: "2027-03-07" });
  expect(await adminDb().outbox.count({ where: { companyId: user.companyId, event: { startsWith: "blog/" } } })).toBe(
    0,
  );
});
