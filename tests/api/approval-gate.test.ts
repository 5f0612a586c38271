import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api, type ApiResponse } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

/** decisions.md "Approvals": while the gate is on, every path that schedules or publishes refuses unapproved content. */

let owner: TestUser;
let reviewer: TestUser;
beforeAll(async () => {
  await socialFakes();
  owner = await signUp();
  reviewer = await addMember(owner, "admin");
  await connectAccount(owner, "bluesky");
  const on = await api.put("/api/approvals/settings", { token: owner.token, body: { requireApproval: true } });
  expect(on.status, on.text).toBe(200);
});

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const text = () => `gated ${randomUUID().slice(0, 8)}`;

async function draft(content = text()) {
  const res = await api.post("/api/social-posts", { token: owner.token, body: { content, platforms: ["bluesky"] } });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

async function approve(contentType: "social" | "blog", contentId: string) {
  const item = await api.post("/api/approvals", { token: owner.token, body: { contentType, contentId } });
  expect(item.status, item.text).toBe(201);
  const res = await api.post(`/api/approvals/${item.body.id}/approve`, { token: reviewer.token, body: {} });
  expect(res.status, res.text).toBe(200);
  return item.body.id as string;
}

/** Counts of everything a scheduling or publishing path writes, for "nothing written". */
const written = async () => {
  const where = { companyId: owner.companyId };
  const [posts, scheduled, occurrences, outbox, blogs] = await Promise.all([
    adminDb().socialPost.count({ where }),
    adminDb().socialPost.count({ where: { ...where, status: { not: "DRAFT" } } }),
    adminDb().postOccurrence.count({ where }),
    adminDb().outbox.count({ where }),
    adminDb().blogPost.count({ where: { ...where, status: "PUBLISHED" } }),
  ]);
  return { posts, scheduled, occurrences, outbox, blogs };
};

async function refused(call: () => Promise<ApiResponse>) {
  const before = await written();
  const res = await call();
  expect(res.status, res.text).toBe(409);
  expect(res.body).toMatchObject({ error: "APPROVAL_REQUIRED", message: expect.stringMatching(/requires approval/) });
  expect(await written()).toEqual(before);
  return res;
}

describe("the approval gate", () => {
  it("POST /api/social-posts/scheduled: new content is refused; an approved post is scheduled", async () => {
    await refused(() =>
      api.post("/api/social-posts/scheduled", {
        token: owner.token,
        body: { content: text(), platforms: ["bluesky"], scheduledAt: tomorrow() },
      }),
    );
    const id = await draft();
    const res = await refused(() =>
      api.post("/api/social-posts/scheduled", {
        token: owner.token,
        body: { sourcePostId: id, scheduledAt: tomorrow() },
      }),
    );
    expect(res.body.message).toMatch(/not been submitted/);
    await approve("social", id);
    const ok = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { sourcePostId: id, scheduledAt: tomorrow() },
    });
    expect(ok.status, ok.text).toBe(201);
    // New text in the same request is not what was approved.
    const other = await draft();
    await approve("social", other);
    await refused(() =>
      api.post("/api/social-posts/scheduled", {
        token: owner.token,
        body: { sourcePostId: other, content: "changed on the way", scheduledAt: tomorrow() },
      }),
    );
  });

  it("batch-schedule, schedule and the /api/posts form refuse until the post is approved", async () => {
    await refused(() =>
      api.post("/api/social-posts/batch-schedule", {
        token: owner.token,
        body: { content: text(), platforms: ["bluesky"], scheduledAt: tomorrow() },
      }),
    );
    const id = await draft();
    await refused(() =>
      api.post("/api/social-posts/schedule", { token: owner.token, body: { postId: id, scheduledAt: tomorrow() } }),
    );
    await refused(() =>
      api.post(`/api/posts/${id}/schedule`, { token: owner.token, body: { scheduledAt: tomorrow() } }),
    );
    await approve("social", id);
    expect(
      (await api.post(`/api/posts/${id}/schedule`, { token: owner.token, body: { scheduledAt: tomorrow() } })).status,
    ).toBe(201);
    const second = await draft();
    await approve("social", second);
    expect(
      (
        await api.post("/api/social-posts/schedule", {
          token: owner.token,
          body: { postId: second, scheduledAt: tomorrow() },
        })
      ).status,
    ).toBe(201);
  });

  it("creating or updating a post as SCHEDULED (both paths) is refused; a pending or changes-requested round is not approval", async () => {
    const body = { content: text(), platforms: ["bluesky"], status: "SCHEDULED", scheduledAt: tomorrow() };
    await refused(() => api.post("/api/social-posts", { token: owner.token, body }));
    await refused(() => api.post("/api/posts", { token: owner.token, body }));
    const id = await draft();
    const item = await api.post("/api/approvals", {
      token: owner.token,
      body: { contentType: "social", contentId: id },
    });
    const pending = await refused(() =>
      api.put(`/api/social-posts/${id}`, {
        token: owner.token,
        body: { status: "SCHEDULED", scheduledAt: tomorrow() },
      }),
    );
    expect(pending.body.message).toMatch(/pending/);
    await api.post(`/api/approvals/${item.body.id}/request-changes`, {
      token: reviewer.token,
      body: { feedback: "no" },
    });
    await refused(() =>
      api.put(`/api/posts/${id}`, { token: owner.token, body: { status: "SCHEDULED", scheduledAt: tomorrow() } }),
    );
    await api.post(`/api/approvals/${item.body.id}/resubmit`, { token: owner.token, body: {} });
    await api.post(`/api/approvals/${item.body.id}/approve`, { token: reviewer.token, body: {} });
    const ok = await api.put(`/api/social-posts/${id}`, {
      token: owner.token,
      body: { status: "SCHEDULED", scheduledAt: tomorrow() },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.status).toBe("SCHEDULED");
  });

  it("editing approved content needs approval again: a scheduled post's new text is refused, unchanged; after a new round it goes", async () => {
    const id = await draft("Original words");
    await approve("social", id);
    expect(
      (
        await api.put(`/api/social-posts/${id}`, {
          token: owner.token,
          body: { status: "SCHEDULED", scheduledAt: tomorrow() },
        })
      ).status,
    ).toBe(200);
    const res = await refused(() =>
      api.put(`/api/social-posts/${id}`, { token: owner.token, body: { content: "Edited words" } }),
    );
    expect(res.body.message).toMatch(/changed after it was approved/);
    const post = await api.get(`/api/social-posts/${id}`, { token: owner.token });
    expect(post.body.content).toBe("Original words");
    const occurrences = await adminDb().postOccurrence.findMany({ where: { sourcePostId: id, status: "SCHEDULED" } });
    expect(occurrences.map((o) => o.content)).toEqual(["Original words"]);

    // Back to a draft to edit it, a new round, then scheduled again.
    expect(
      (
        await api.put(`/api/social-posts/${id}`, {
          token: owner.token,
          body: { status: "DRAFT", content: "Edited words" },
        })
      ).status,
    ).toBe(200);
    const stale = await api.get("/api/approvals", {
      token: owner.token,
      query: { contentType: "social", contentId: id },
    });
    expect(stale.body[0]).toMatchObject({ status: "approved", current: false });
    await refused(() =>
      api.put(`/api/social-posts/${id}`, {
        token: owner.token,
        body: { status: "SCHEDULED", scheduledAt: tomorrow() },
      }),
    );
    await approve("social", id);
    expect(
      (
        await api.put(`/api/social-posts/${id}`, {
          token: owner.token,
          body: { status: "SCHEDULED", scheduledAt: tomorrow() },
        })
      ).status,
    ).toBe(200);
  });

  it("rescheduling or retrying an occurrence whose post changed since approval is refused", async () => {
    const id = await draft();
    await approve("social", id);
    const scheduled = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { sourcePostId: id, scheduledAt: tomorrow() },
    });
    // The approval is made stale behind the API's back (as a campaign-wide find-replace would).
    await adminDb().socialPost.update({ where: { id }, data: { content: "replaced elsewhere" } });
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await refused(() =>
      api.patch(`/api/social-posts/scheduled/${scheduled.body.occurrenceId}`, {
        token: owner.token,
        body: { scheduledAt: later },
      }),
    );
    await adminDb().postOccurrence.update({ where: { id: scheduled.body.occurrenceId }, data: { status: "FAILED" } });
    await refused(() =>
      api.post(`/api/social-posts/scheduled/${scheduled.body.occurrenceId}/retry`, { token: owner.token }),
    );
  });

  it("queues and direct publish make new content, so they are refused while the gate is on", async () => {
    const queue = await api.post("/api/queues", {
      token: owner.token,
      body: { name: "Gated", platforms: ["bluesky"], timeZone: "UTC", slots: [{ dayOfWeek: null, time: "09:00" }] },
    });
    expect(queue.status, queue.text).toBe(201);
    await refused(() =>
      api.post(`/api/queues/${queue.body.id}/items`, { token: owner.token, body: { content: text() } }),
    );
    await refused(() => api.post("/api/social/bluesky/publish", { token: owner.token, body: { content: text() } }));
  });

  it("blog posts: publish, create or update as PUBLISHED are refused until approved; an edit of a published post needs approval again", async () => {
    await refused(() =>
      api.post("/api/blog/posts", {
        token: owner.token,
        body: { title: "Gated", markdownBody: "x", status: "PUBLISHED" },
      }),
    );
    const blog = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: "Gated draft", markdownBody: "Body" },
    });
    await refused(() => api.post(`/api/blog/posts/${blog.body.id}/publish`, { token: owner.token }));
    await refused(() =>
      api.put(`/api/blog/posts/${blog.body.id}`, { token: owner.token, body: { status: "PUBLISHED" } }),
    );
    await approve("blog", blog.body.id);
    const published = await api.post(`/api/blog/posts/${blog.body.id}/publish`, { token: owner.token });
    expect(published.status, published.text).toBe(200);
    await refused(() =>
      api.put(`/api/blog/posts/${blog.body.id}`, { token: owner.token, body: { markdownBody: "Rewritten live" } }),
    );
  });

  it("a scheduled blog post's new title or text needs approval again, as a scheduled social post's does; unchanged it stays scheduled", async () => {
    const blog = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: "Scheduled blog", markdownBody: "Approved words" },
    });
    await approve("blog", blog.body.id);
    const scheduled = await api.put(`/api/blog/posts/${blog.body.id}`, {
      token: owner.token,
      body: { scheduledAt: tomorrow() },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    await refused(() =>
      api.put(`/api/blog/posts/${blog.body.id}`, { token: owner.token, body: { markdownBody: "Unreviewed words" } }),
    );
    await refused(() =>
      api.put(`/api/blog/posts/${blog.body.id}`, { token: owner.token, body: { title: "Unreviewed title" } }),
    );
    const after = await api.get(`/api/blog/posts/${blog.body.id}`, { token: owner.token });
    expect(after.body).toMatchObject({
      title: "Scheduled blog",
      markdownBody: "Approved words",
      scheduledAt: scheduled.body.scheduledAt,
    });
    const tagged = await api.put(`/api/blog/posts/${blog.body.id}`, { token: owner.token, body: { tags: ["Later"] } });
    expect(tagged.status, tagged.text).toBe(200);
  });

  it("with the gate off nothing is asked", async () => {
    const free = await signUp();
    await connectAccount(free, "bluesky");
    const res = await api.post("/api/social-posts/scheduled", {
      token: free.token,
      body: { content: text(), platforms: ["bluesky"], scheduledAt: tomorrow() },
    });
    expect(res.status, res.text).toBe(201);
  });
});
