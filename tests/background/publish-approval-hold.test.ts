import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { runScheduledPublish } from "@/lib/content/blog-posts";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { publishDue } from "@/lib/scheduling/publish-due";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

/**
 * The approval gate at publish time: a post (social or blog) scheduled before the company required
 * approval, or sent for a new round since, is HELD when it comes due, not sent; approval, or the
 * gate turned off, puts it back and it goes out.
 */

let fakes: SocialFakes;
let owner: TestUser;
let reviewer: TestUser;

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  reviewer = await addMember(owner, "admin");
  await connectAccount(owner, "mastodon");
});

const ctx = () => tenantCtxFor(owner.companyId);
const row = (id: string) => adminDb().postOccurrence.findUniqueOrThrow({ where: { id } });
const onNetwork = (text: string) => [...fakes.mastodon.statuses.values()].filter((s) => s.text === text).length;
const inAMinute = () => new Date(Date.now() + 60_000);
const afterDue = () => new Date(Date.now() + 120_000);

async function gate(requireApproval: boolean) {
  const res = await api.put("/api/approvals/settings", { token: owner.token, body: { requireApproval } });
  expect(res.status, res.text).toBe(200);
}

async function schedule(text: string): Promise<{ occurrenceId: string; postId: string }> {
  const res = await api.post("/api/social-posts/scheduled", {
    token: owner.token,
    body: { content: text, platforms: ["mastodon"], scheduledAt: inAMinute().toISOString() },
  });
  expect(res.status, res.text).toBe(201);
  const occurrenceId = res.body.occurrenceId as string;
  return { occurrenceId, postId: (await row(occurrenceId)).sourcePostId };
}

async function approve(postId: string, contentType: "social" | "blog" = "social") {
  const item = await api.post("/api/approvals", {
    token: owner.token,
    body: { contentType, contentId: postId },
  });
  expect(item.status, item.text).toBe(201);
  const res = await api.post(`/api/approvals/${item.body.id}/approve`, { token: reviewer.token, body: {} });
  expect(res.status, res.text).toBe(200);
}

describe("the approval gate at publish time", () => {
  it("holds a post scheduled before approval was required, tells the reviewers, and sends it once approved", async () => {
    await gate(false);
    const text = `before the gate ${randomUUID().slice(0, 8)}`;
    const { occurrenceId, postId } = await schedule(text);
    await gate(true);

    expect(await publishDue(ctx(), occurrenceId, afterDue())).toBe("held for approval");
    const held = await row(occurrenceId);
    expect(held).toMatchObject({ status: "HELD", lastErrorKind: "approval_required", attempts: 0 });
    expect(held.lastError).toMatch(/requires approval.*not been submitted/);
    expect(onNetwork(text)).toBe(0);
    expect(await publishDue(ctx(), occurrenceId, afterDue())).toBe("not due");
    const bell = await api.get("/api/notifications", { token: reviewer.token });
    expect(bell.body.items[0]).toMatchObject({ kind: "approvalNeeded", title: expect.stringMatching(/held/) });

    await approve(postId);
    const released = await row(occurrenceId);
    expect(released).toMatchObject({ status: "SCHEDULED", lastError: null, lastErrorKind: null });
    expect(await publishDue(ctx(), occurrenceId, afterDue())).toBe("published");
    expect(onNetwork(text)).toBe(1);
  });

  it("holds an approved post sent for a new round (its approval withdrawn); turning the gate off releases it", async () => {
    await gate(true);
    const draft = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: `withdrawn ${randomUUID().slice(0, 8)}`, platforms: ["mastodon"] },
    });
    const postId = draft.body.id as string;
    await approve(postId);
    const scheduled = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { sourcePostId: postId, scheduledAt: inAMinute().toISOString() },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    const again = await api.post("/api/approvals", {
      token: owner.token,
      body: { contentType: "social", contentId: postId },
    });
    expect(again.status, again.text).toBe(201);

    const occurrenceId = scheduled.body.occurrenceId as string;
    expect(await publishDue(ctx(), occurrenceId, afterDue())).toBe("held for approval");
    expect((await row(occurrenceId)).lastError).toMatch(/approval is pending/);

    await gate(false);
    expect(await row(occurrenceId)).toMatchObject({ status: "SCHEDULED", lastErrorKind: null });
    expect(await publishDue(ctx(), occurrenceId, afterDue())).toBe("published");
  });

  it("holds a blog post scheduled before approval was required, tells the reviewers, and publishes it once approved", async () => {
    await gate(false);
    const created = await api.post("/api/blog/posts", {
      token: owner.token,
      body: {
        title: `Blog before the gate ${randomUUID().slice(0, 8)}`,
        markdownBody: "Hello",
        status: "DRAFT",
        scheduledAt: inAMinute().toISOString(),
      },
    });
    expect(created.status, created.text).toBe(201);
    const postId = created.body.id as string;
    await gate(true);
    // Its time has passed by the time it is due (scheduling refuses a past time, so it is moved here).
    const scheduledAt = new Date(Date.now() - 60_000).toISOString();
    await adminDb().blogPost.update({ where: { id: postId }, data: { scheduledAt } });

    expect(await runScheduledPublish(ctx(), postId, scheduledAt)).toBe("held for approval");
    const held = await api.get(`/api/blog/posts/${postId}`, { token: owner.token });
    expect(held.body).toMatchObject({ status: "DRAFT", scheduledAt });
    expect(held.body.heldReason).toMatch(/requires approval.*not been submitted/);
    expect(await runScheduledPublish(ctx(), postId, scheduledAt)).toBe("held for approval");
    const bell = await api.get("/api/notifications", { token: reviewer.token });
    const holds = bell.body.items.filter(
      (n: { title: string }) => n.title === "A blog post was held: it needs approval",
    );
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ kind: "approvalNeeded" });

    await approve(postId, "blog");
    const released = await api.get(`/api/blog/posts/${postId}`, { token: owner.token });
    expect(released.body).toMatchObject({ status: "DRAFT", scheduledAt, heldReason: null });
    const asked = (
      await adminDb().outbox.findMany({ where: { companyId: owner.companyId, event: "blog/post.publish-due" } })
    ).filter((m) => (m.payload as { postId: string }).postId === postId);
    expect(asked).toHaveLength(2);
    const release = asked.find((m) => (m.payload as { scheduledAt: string }).scheduledAt === scheduledAt);
    expect(release?.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await runScheduledPublish(ctx(), postId, scheduledAt)).toBe("published");
    expect(await runScheduledPublish(ctx(), postId, scheduledAt)).toBe("stale");
    const published = await api.get(`/api/blog/posts/${postId}`, { token: owner.token });
    expect(published.body).toMatchObject({ status: "PUBLISHED", scheduledAt: null, heldReason: null });
  });

  it("holds a blog post sent for a new round after approval; turning the gate off releases it", async () => {
    await gate(true);
    const draft = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: `Blog withdrawn ${randomUUID().slice(0, 8)}`, markdownBody: "Hello", status: "DRAFT" },
    });
    const postId = draft.body.id as string;
    await approve(postId, "blog");
    const scheduled = await api.put(`/api/blog/posts/${postId}`, {
      token: owner.token,
      body: { scheduledAt: inAMinute().toISOString() },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    const again = await api.post("/api/approvals", {
      token: owner.token,
      body: { contentType: "blog", contentId: postId },
    });
    expect(again.status, again.text).toBe(201);

    const scheduledAt = scheduled.body.scheduledAt as string;
    expect(await runScheduledPublish(ctx(), postId, scheduledAt)).toBe("held for approval");
    expect((await api.get(`/api/blog/posts/${postId}`, { token: owner.token })).body.heldReason).toMatch(
      /approval is pending/,
    );
    const bell = await api.get("/api/notifications", { token: owner.token });
    expect(bell.body.items[0]).toMatchObject({
      kind: "approvalNeeded",
      title: "A blog post was held: it needs approval",
    });

    await gate(false);
    expect((await api.get(`/api/blog/posts/${postId}`, { token: owner.token })).body.heldReason).toBeNull();
    expect(await runScheduledPublish(ctx(), postId, scheduledAt)).toBe("published");
  });
});
