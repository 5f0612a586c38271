import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { uploadAsset } from "../helpers/media";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

/** decisions.md "Approvals", rule by rule, where no other test holds it. */

let owner: TestUser;
let reviewer: TestUser;
beforeAll(async () => {
  owner = await signUp();
  reviewer = await addMember(owner, "admin");
  const on = await api.put("/api/approvals/settings", { token: owner.token, body: { requireApproval: true } });
  expect(on.status, on.text).toBe(200);
});

async function approve(contentType: "social" | "blog", contentId: string) {
  const item = await api.post("/api/approvals", { token: owner.token, body: { contentType, contentId } });
  expect(item.status, item.text).toBe(201);
  const res = await api.post(`/api/approvals/${item.body.id}/approve`, { token: reviewer.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const latest = async (contentId: string) =>
  (await api.get("/api/approvals", { token: owner.token, query: { contentId } })).body[0];

describe("approvals: the spec's rules", () => {
  it("an approval item carries every field decisions.md names; approve takes no body at all", async () => {
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: `fields ${randomUUID().slice(0, 8)}`, platforms: ["bluesky"] },
    });
    const approved = await approve("social", post.body.id);
    for (const field of [
      "id",
      "type",
      "contentId",
      "content",
      "platform",
      "status",
      "submittedAt",
      "submittedBy",
      "reviewedAt",
      "reviewedBy",
      "reason",
      "notes",
      "feedback",
      "history",
    ])
      expect(approved, field).toHaveProperty(field);
    expect(approved).toMatchObject({ status: "approved", reviewedBy: reviewer.userId, notes: null });
    expect(approved.history.at(-1)).toEqual({
      action: "approved",
      userId: reviewer.userId,
      name: expect.any(String),
      at: expect.any(String),
      comment: null,
    });
  });

  it("a share link needs no body: 201 {url, token, expiresAt} valid 72 hours; hours out of range are 400", async () => {
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: `share ${randomUUID().slice(0, 8)}`, platforms: ["bluesky"] },
    });
    const item = await api.post("/api/approvals", {
      token: owner.token,
      body: { contentType: "social", contentId: post.body.id },
    });
    const share = await api.post(`/api/approvals/${item.body.id}/share`, { token: reviewer.token });
    expect(share.status, share.text).toBe(201);
    expect(Object.keys(share.body).sort()).toEqual(["expiresAt", "token", "url"]);
    const hours = (new Date(share.body.expiresAt).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    for (const expiresInHours of [0, 721, 1.5, "2"]) {
      const bad = await api.post(`/api/approvals/${item.body.id}/share`, {
        token: reviewer.token,
        body: { expiresInHours },
      });
      expect(bad.status, String(expiresInHours)).toBe(400);
      expect(bad.body.details.expiresInHours).toBeTruthy();
    }
    // The refused requests replaced nothing: the first link still answers.
    expect((await api.get(`/api/public/approvals/${share.body.token}`)).status).toBe(200);
  });

  it("changing the platforms or media of an approved social post makes it need approval again", async () => {
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: `media ${randomUUID().slice(0, 8)}`, platforms: ["bluesky"] },
    });
    await approve("social", post.body.id);
    expect((await latest(post.body.id)).current).toBe(true);
    await api.put(`/api/social-posts/${post.body.id}`, { token: owner.token, body: { platforms: ["mastodon"] } });
    expect((await latest(post.body.id)).current).toBe(false);

    await approve("social", post.body.id);
    const asset = (await uploadAsset(owner.token)).body.asset as { id: string };
    const withImage = await api.put(`/api/social-posts/${post.body.id}`, {
      token: owner.token,
      body: { mediaAssetIds: [asset.id] },
    });
    expect(withImage.status, withImage.text).toBe(200);
    expect((await latest(post.body.id)).current).toBe(false);
  });

  it("changing the featured image of an approved, published blog post needs approval again: 409 and nothing changed", async () => {
    const blog = await api.post("/api/blog/posts", {
      token: owner.token,
      body: { title: `Cover ${randomUUID().slice(0, 8)}`, markdownBody: "Approved words" },
    });
    expect(blog.status, blog.text).toBe(201);
    await approve("blog", blog.body.id);
    const published = await api.post(`/api/blog/posts/${blog.body.id}/publish`, { token: owner.token });
    expect(published.status, published.text).toBe(200);
    expect((await latest(blog.body.id)).current).toBe(true);

    const asset = (await uploadAsset(owner.token)).body.asset as { id: string };
    const swapped = await api.put(`/api/blog/posts/${blog.body.id}`, {
      token: owner.token,
      body: { coverImageId: asset.id },
    });
    expect(swapped.status, swapped.text).toBe(409);
    expect(swapped.body).toMatchObject({ error: "APPROVAL_REQUIRED", message: expect.any(String) });
    const row = await adminDb().blogPost.findUniqueOrThrow({ where: { id: blog.body.id } });
    expect(row.coverImageId).toBeNull();

    // Once the new image is approved the change goes through.
    await api.put("/api/approvals/settings", { token: owner.token, body: { requireApproval: false } });
    await api.put(`/api/blog/posts/${blog.body.id}`, { token: owner.token, body: { coverImageId: asset.id } });
    expect((await latest(blog.body.id)).current).toBe(false);
    await api.put("/api/approvals/settings", { token: owner.token, body: { requireApproval: true } });
    await approve("blog", blog.body.id);
    expect((await latest(blog.body.id)).current).toBe(true);
  });

  it("after changes were asked for, the author resubmits through POST /api/approvals: the same item, pending again", async () => {
    const editor = await addMember(owner, "editor");
    const post = await api.post("/api/social-posts", {
      token: editor.token,
      body: { content: `resubmit ${randomUUID().slice(0, 8)}`, platforms: ["bluesky"] },
    });
    const submit = () =>
      api.post("/api/approvals", { token: editor.token, body: { contentType: "social", contentId: post.body.id } });
    const item = await submit();
    expect(item.status, item.text).toBe(201);
    const asked = await api.post(`/api/approvals/${item.body.id}/request-changes`, {
      token: reviewer.token,
      body: { feedback: "Shorter" },
    });
    expect(asked.body.status).toBe("changes_requested");
    await api.put(`/api/social-posts/${post.body.id}`, { token: editor.token, body: { content: "Short" } });

    const again = await submit();
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ id: item.body.id, status: "pending", content: "Short", current: true });
    expect(again.body.history.map((h: { action: string }) => h.action)).toEqual([
      "submitted",
      "changes_requested",
      "resubmitted",
    ]);
    expect(await adminDb().approval.count({ where: { contentId: post.body.id } })).toBe(1);
    // While it is pending, submitting again is still refused.
    const twice = await submit();
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: "APPROVAL_ALREADY_OPEN", message: expect.any(String) });
  });
});

describe("approvals: a scheduled social post", () => {
  it("new platforms or new media on an approved, scheduled post: 409 APPROVAL_REQUIRED and nothing changed", async () => {
    await socialFakes();
    await connectAccount(owner, "bluesky");
    await connectAccount(owner, "mastodon");
    const post = await api.post("/api/social-posts", {
      token: owner.token,
      body: { content: `scheduled ${randomUUID().slice(0, 8)}`, platforms: ["bluesky"] },
    });
    await approve("social", post.body.id);
    const scheduled = await api.put(`/api/social-posts/${post.body.id}`, {
      token: owner.token,
      body: { status: "SCHEDULED", scheduledAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    const before = await adminDb().socialPost.findUniqueOrThrow({ where: { id: post.body.id } });
    const occurrences = () =>
      adminDb().postOccurrence.findMany({
        where: { sourcePostId: post.body.id },
        select: { id: true, platform: true, status: true },
        orderBy: { id: "asc" },
      });
    const waiting = await occurrences();
    const asset = (await uploadAsset(owner.token)).body.asset as { id: string };
    for (const body of [{ platforms: ["bluesky", "mastodon"] }, { mediaAssetIds: [asset.id] }]) {
      const res = await api.put(`/api/social-posts/${post.body.id}`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body).toMatchObject({ error: "APPROVAL_REQUIRED", message: expect.any(String) });
      expect(await adminDb().socialPost.findUniqueOrThrow({ where: { id: post.body.id } })).toEqual(before);
      expect(await occurrences()).toEqual(waiting);
    }
  });
});
