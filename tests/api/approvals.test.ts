import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
let editor: TestUser;
let reviewer: TestUser;
beforeAll(async () => {
  owner = await signUp();
  editor = await addMember(owner, "editor");
  reviewer = await addMember(owner, "admin");
});

async function draftPost(author: TestUser, content = `draft ${randomUUID().slice(0, 8)}`) {
  const res = await api.post("/api/social-posts", {
    token: author.token,
    body: { content, platforms: ["bluesky", "mastodon"] },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

async function submitted(author = editor) {
  const post = await draftPost(author);
  const res = await api.post("/api/approvals", {
    token: author.token,
    body: { contentType: "social", contentId: post.id },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const approvalRow = (id: string) => adminDb().approval.findUniqueOrThrow({ where: { id } });

describe("approvals", () => {
  it("submits one's own post: pending, with the content, its submitter and a history entry", async () => {
    const post = await draftPost(editor, "Launch day!");
    const res = await api.post("/api/approvals", {
      token: editor.token,
      body: { contentType: "social", contentId: post.id },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      type: "social",
      contentId: post.id,
      content: "Launch day!",
      platform: "bluesky",
      platforms: ["bluesky", "mastodon"],
      status: "pending",
      current: true,
      submittedBy: { id: editor.userId, name: "Team Mate" },
      reviewedAt: null,
      reviewedBy: null,
    });
    expect(res.body.history).toEqual([
      expect.objectContaining({ action: "submitted", userId: editor.userId, comment: null }),
    ]);
    const again = await api.post("/api/approvals", {
      token: editor.token,
      body: { contentType: "social", contentId: post.id },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "APPROVAL_ALREADY_OPEN", approvalId: res.body.id });
    expect(await adminDb().approval.count({ where: { contentId: post.id } })).toBe(1);
  });

  it("an item's platform is the post's first network in the author's order; reordering them needs no new approval", async () => {
    const post = await api.post("/api/social-posts", {
      token: editor.token,
      body: { content: `ordered ${randomUUID().slice(0, 8)}`, platforms: ["mastodon", "bluesky"] },
    });
    expect(post.status, post.text).toBe(201);
    const submit = await api.post("/api/approvals", {
      token: editor.token,
      body: { contentType: "social", contentId: post.body.id },
    });
    expect(submit.status, submit.text).toBe(201);
    const listed = async () => {
      const res = await api.get(`/api/approvals?contentId=${post.body.id}`, { token: reviewer.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toHaveLength(1);
      return res.body[0];
    };
    expect(await listed()).toMatchObject({ platform: "mastodon", platforms: ["mastodon", "bluesky"], current: true });
    const reordered = await api.put(`/api/social-posts/${post.body.id}`, {
      token: editor.token,
      body: { platforms: ["bluesky", "mastodon"] },
    });
    expect(reordered.status, reordered.text).toBe(200);
    expect(await listed()).toMatchObject({ platform: "bluesky", platforms: ["bluesky", "mastodon"], current: true });
  });

  it("a social post someone else wrote cannot be submitted: 403 and no approval item", async () => {
    const post = await draftPost(editor);
    const res = await api.post("/api/approvals", {
      token: owner.token,
      body: { contentType: "social", contentId: post.id },
    });
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ error: expect.stringMatching(/content you wrote/) });
    expect(await adminDb().approval.count({ where: { contentId: post.id } })).toBe(0);
  });

  it("the same content submitted several times at once opens one round; the others answer 409", async () => {
    const post = await draftPost(editor);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        api.post("/api/approvals", { token: editor.token, body: { contentType: "social", contentId: post.id } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await adminDb().approval.count({ where: { contentId: post.id } })).toBe(1);
  });

  it("submits blog posts and scripts; unknown content is a 404, a bad type a 400", async () => {
    const blog = await api.post("/api/blog/posts", {
      token: editor.token,
      body: { title: "Spring notes", markdownBody: "Hello" },
    });
    const script = await api.post("/api/video-scripts", {
      token: editor.token,
      body: { title: "Teaser", platform: "youtube", script: "Scene 1" },
    });
    const forBlog = await api.post("/api/approvals", {
      token: editor.token,
      body: { contentType: "blog", contentId: blog.body.id },
    });
    expect(forBlog.status, forBlog.text).toBe(201);
    expect(forBlog.body).toMatchObject({ type: "blog", content: "Spring notes\n\nHello", platform: null });
    const forScript = await api.post("/api/approvals", {
      token: editor.token,
      body: { contentType: "script", contentId: script.body.id },
    });
    expect(forScript.body).toMatchObject({ type: "script", platform: "youtube" });
    expect(
      (
        await api.post("/api/approvals", {
          token: editor.token,
          body: { contentType: "social", contentId: randomUUID() },
        })
      ).status,
    ).toBe(404);
    const bad = await api.post("/api/approvals", {
      token: editor.token,
      body: { contentType: "tweet", contentId: randomUUID() },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.contentType).toMatch(/social, blog, script/);
  });

  it("approve: pending → approved with reviewedAt, reviewedBy and notes; every other move from approved is a 409 that changes nothing", async () => {
    const item = await submitted();
    const res = await api.post(`/api/approvals/${item.id}/approve`, {
      token: reviewer.token,
      body: { notes: "Looks good" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: item.id,
      status: "approved",
      reviewedBy: reviewer.userId,
      notes: "Looks good",
    });
    expect(res.body.reviewedAt).toBeTruthy();
    expect(res.body.history.map((h: { action: string }) => h.action)).toEqual(["submitted", "approved"]);
    const before = await approvalRow(item.id);
    for (const [path, body] of [
      ["approve", {}],
      ["reject", { reason: "no" }],
      ["request-changes", { feedback: "more" }],
    ] as const) {
      const refused = await api.post(`/api/approvals/${item.id}/${path}`, { token: reviewer.token, body });
      expect(refused.status, path).toBe(409);
      expect(refused.body).toMatchObject({ error: "INVALID_STATUS_TRANSITION", status: "approved" });
    }
    const resubmit = await api.post(`/api/approvals/${item.id}/resubmit`, { token: editor.token, body: {} });
    expect(resubmit.status).toBe(409);
    expect(await approvalRow(item.id)).toEqual(before);
  });

  it("reject: pending → rejected with reason and notes; a reason is required", async () => {
    const item = await submitted();
    const missing = await api.post(`/api/approvals/${item.id}/reject`, { token: reviewer.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.details.reason).toBeTruthy();
    const res = await api.post(`/api/approvals/${item.id}/reject`, {
      token: reviewer.token,
      body: { reason: "Off brand", notes: "Tone" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: "rejected",
      reason: "Off brand",
      notes: "Tone",
      reviewedBy: reviewer.userId,
    });
    expect(res.body.history.at(-1)).toMatchObject({
      action: "rejected",
      userId: reviewer.userId,
      comment: "Off brand",
    });
    expect((await api.post(`/api/approvals/${item.id}/approve`, { token: reviewer.token, body: {} })).status).toBe(409);
    expect((await api.post(`/api/approvals/${item.id}/resubmit`, { token: editor.token, body: {} })).status).toBe(409);
    // A rejected round is closed: the content may be submitted again as a new round.
    expect(
      (
        await api.post("/api/approvals", {
          token: editor.token,
          body: { contentType: "social", contentId: item.contentId },
        })
      ).status,
    ).toBe(201);
  });

  it("request changes → changes_requested; only the submitter resubmits, back to pending; then it can be approved", async () => {
    const item = await submitted();
    const asked = await api.post(`/api/approvals/${item.id}/request-changes`, {
      token: reviewer.token,
      body: { feedback: "Shorter, please" },
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ status: "changes_requested", feedback: "Shorter, please" });
    expect((await api.post(`/api/approvals/${item.id}/approve`, { token: reviewer.token, body: {} })).status).toBe(409);
    expect(
      (await api.post(`/api/approvals/${item.id}/request-changes`, { token: reviewer.token, body: { feedback: "x" } }))
        .status,
    ).toBe(409);
    const notTheirs = await api.post(`/api/approvals/${item.id}/resubmit`, { token: reviewer.token, body: {} });
    expect(notTheirs.status).toBe(403);
    expect((await approvalRow(item.id)).status).toBe("changes_requested");

    await api.put(`/api/social-posts/${item.contentId}`, { token: editor.token, body: { content: "Shorter" } });
    const again = await api.post(`/api/approvals/${item.id}/resubmit`, {
      token: editor.token,
      body: { comment: "Done" },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ status: "pending", content: "Shorter", current: true });
    const approved = await api.post(`/api/approvals/${item.id}/approve`, { token: reviewer.token, body: {} });
    expect(approved.body.status).toBe("approved");
    expect(approved.body.history.map((h: { action: string; comment: string | null }) => [h.action, h.comment])).toEqual(
      [
        ["submitted", null],
        ["changes_requested", "Shorter, please"],
        ["resubmitted", "Done"],
        ["approved", null],
      ],
    );
  });

  it("every move from every state: the allowed ones answer 200, every other a 409 that changes nothing", async () => {
    const moves = {
      approve: { token: () => reviewer.token, body: { notes: "ok" } },
      reject: { token: () => reviewer.token, body: { reason: "no" } },
      "request-changes": { token: () => reviewer.token, body: { feedback: "more" } },
      resubmit: { token: () => editor.token, body: {} },
    } as const;
    type Move = keyof typeof moves;
    const move = (id: string, name: Move) =>
      api.post(`/api/approvals/${id}/${name}`, { token: moves[name].token(), body: moves[name].body });
    const reach: Record<string, Move[]> = {
      pending: [],
      approved: ["approve"],
      rejected: ["reject"],
      changes_requested: ["request-changes"],
    };
    const allowed: Record<string, Partial<Record<Move, string>>> = {
      pending: { approve: "approved", reject: "rejected", "request-changes": "changes_requested" },
      approved: {},
      rejected: {},
      changes_requested: { resubmit: "pending" },
    };
    for (const [state, path] of Object.entries(reach)) {
      for (const name of Object.keys(moves) as Move[]) {
        const item = await submitted();
        for (const step of path) expect((await move(item.id, step)).status).toBe(200);
        const before = await approvalRow(item.id);
        expect(before.status).toBe(state);
        const res = await move(item.id, name);
        const to = allowed[state][name];
        if (to) {
          expect(res.status, `${state} → ${name}`).toBe(200);
          expect(res.body.status).toBe(to);
        } else {
          expect(res.status, `${state} → ${name}`).toBe(409);
          expect(res.body).toMatchObject({ error: "INVALID_STATUS_TRANSITION", status: state });
          expect(await approvalRow(item.id), `${state} → ${name}`).toEqual(before);
        }
      }
    }
  });

  it("no decision of any kind on one's own content: 403 and nothing changed", async () => {
    const own = await submitted(reviewer);
    const before = await approvalRow(own.id);
    for (const [path, body] of [
      ["approve", {}],
      ["reject", { reason: "no" }],
      ["request-changes", { feedback: "more" }],
    ] as const) {
      const res = await api.post(`/api/approvals/${own.id}/${path}`, { token: reviewer.token, body });
      expect(res.status, path).toBe(403);
      expect(res.body.error).toMatch(/your own content/);
    }
    expect(await approvalRow(own.id)).toEqual(before);
  });

  it("never one's own content (403, nothing changed); reviewing needs content:approve (editor: 403)", async () => {
    const own = await submitted(reviewer);
    const self = await api.post(`/api/approvals/${own.id}/approve`, { token: reviewer.token, body: {} });
    expect(self.status).toBe(403);
    expect(self.body.error).toMatch(/your own content/);
    // Written by the reviewer, submitted by someone else (a round opened before submitting was
    // limited to one's own posts): still their own.
    const written = await draftPost(reviewer);
    const { contentHash } = await approvalRow((await submitted()).id);
    const bySomeoneElse = await adminDb().approval.create({
      data: {
        companyId: owner.companyId,
        contentType: "social",
        contentId: written.id,
        contentHash,
        submittedById: owner.userId,
      },
    });
    expect(
      (await api.post(`/api/approvals/${bySomeoneElse.id}/approve`, { token: reviewer.token, body: {} })).status,
    ).toBe(403);
    const item = await submitted();
    expect((await api.post(`/api/approvals/${item.id}/approve`, { token: editor.token, body: {} })).status).toBe(403);
    expect((await approvalRow(own.id)).status).toBe("pending");
    expect((await approvalRow(item.id)).status).toBe("pending");
  });

  it("deleting content takes its approval items with it: none stays pending, none can be decided or shared", async () => {
    const submit = async (contentType: string, contentId: string) => {
      const res = await api.post("/api/approvals", { token: editor.token, body: { contentType, contentId } });
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    };
    const gone = async (approvalId: string) => {
      expect((await api.get(`/api/approvals/${approvalId}`, { token: reviewer.token })).status).toBe(404);
      const approve = await api.post(`/api/approvals/${approvalId}/approve`, { token: reviewer.token, body: {} });
      expect(approve.status).toBe(404);
      const list = await api.get("/api/approvals", { token: reviewer.token, query: { limit: 100 } });
      expect(list.body.map((a: { id: string }) => a.id)).not.toContain(approvalId);
      expect(await adminDb().approval.count({ where: { id: approvalId } })).toBe(0);
    };
    const post = await draftPost(editor);
    const blog = await api.post("/api/blog/posts", { token: editor.token, body: { title: "Gone", markdownBody: "x" } });
    const script = await api.post("/api/video-scripts", {
      token: editor.token,
      body: { title: "Gone", platform: "youtube", script: "x" },
    });
    const items = [
      [await submit("social", post.id), `/api/social-posts/${post.id}`],
      [await submit("blog", blog.body.id), `/api/blog/posts/${blog.body.id}`],
      [await submit("script", script.body.id), `/api/video-scripts/${script.body.id}`],
    ] as const;
    const shared = await api.post(`/api/approvals/${items[0][0]}/share`, { token: reviewer.token, body: {} });
    expect(shared.status, shared.text).toBe(201);
    for (const [approvalId, path] of items) {
      expect((await api.delete(path, { token: editor.token })).status).toBeLessThan(300);
      await gone(approvalId);
    }
    expect((await api.get(`/api/public/approvals/${shared.body.token}`)).status).toBe(404);

    // A campaign deleted with all its content does the same.
    const campaign = await api.post("/api/campaigns", { token: owner.token, body: { name: "Short-lived" } });
    const inCampaign = await api.post("/api/social-posts", {
      token: editor.token,
      body: { content: "in a campaign", platforms: ["bluesky"], campaignId: campaign.body.id },
    });
    const campaignItem = await submit("social", inCampaign.body.id);
    const untouched = await submitted();
    const dropped = await api.delete(`/api/campaigns/${campaign.body.id}`, {
      token: owner.token,
      query: { action: "delete_all" },
    });
    expect(dropped.status, dropped.text).toBeLessThan(300);
    await gone(campaignItem);
    expect((await approvalRow(untouched.id)).status).toBe("pending");
  });

  it("lists newest first as an array, by status, with paging; get answers one with its history", async () => {
    const first = await submitted();
    const second = await submitted();
    const list = await api.get("/api/approvals", { token: reviewer.token, query: { status: "pending", limit: 100 } });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    const ids = list.body.map((a: { id: string }) => a.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.body.every((a: { status: string }) => a.status === "pending")).toBe(true);
    const page = await api.get("/api/approvals", { token: reviewer.token, query: { limit: 1, offset: 1 } });
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(ids[1]);
    const byContent = await api.get("/api/approvals", {
      token: reviewer.token,
      query: { contentType: "social", contentId: first.contentId },
    });
    expect(byContent.body.map((a: { id: string }) => a.id)).toEqual([first.id]);
    expect((await api.get("/api/approvals", { token: reviewer.token, query: { status: "done" } })).status).toBe(400);
    const one = await api.get(`/api/approvals/${first.id}`, { token: reviewer.token });
    expect(one.body).toMatchObject({ id: first.id, history: [expect.objectContaining({ action: "submitted" })] });
  });

  it("another company sees none of it: 404 on get and every move, its list is empty, its content cannot be submitted", async () => {
    const item = await submitted();
    const other = await signUp();
    expect((await api.get(`/api/approvals/${item.id}`, { token: other.token })).status).toBe(404);
    for (const [path, body] of [
      ["approve", {}],
      ["reject", { reason: "no" }],
      ["request-changes", { feedback: "more" }],
      ["resubmit", {}],
      ["share", {}],
    ] as const)
      expect((await api.post(`/api/approvals/${item.id}/${path}`, { token: other.token, body })).status, path).toBe(
        404,
      );
    expect((await api.delete(`/api/approvals/${item.id}/share`, { token: other.token })).status).toBe(404);
    expect((await api.get("/api/approvals", { token: other.token })).body).toEqual([]);
    expect(
      (
        await api.post("/api/approvals", {
          token: other.token,
          body: { contentType: "social", contentId: item.contentId },
        })
      ).status,
    ).toBe(404);
    expect((await approvalRow(item.id)).status).toBe("pending");
  });

  it("every action is in the audit log", async () => {
    const item = await submitted();
    await api.post(`/api/approvals/${item.id}/request-changes`, { token: reviewer.token, body: { feedback: "x" } });
    await api.post(`/api/approvals/${item.id}/resubmit`, { token: editor.token, body: {} });
    await api.post(`/api/approvals/${item.id}/reject`, { token: reviewer.token, body: { reason: "no" } });
    const rows = await adminDb().auditLog.findMany({
      where: { companyId: owner.companyId, targetId: item.id },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((r) => r.action)).toEqual([
      "approval.submit",
      "approval.request_changes",
      "approval.resubmit",
      "approval.reject",
    ]);
  });

  it("settings: off by default; settings:manage turns it on (editor: 403)", async () => {
    const company = await signUp();
    expect((await api.get("/api/approvals/settings", { token: company.token })).body).toEqual({
      requireApproval: false,
    });
    const member = await addMember(company, "editor");
    expect(
      (await api.put("/api/approvals/settings", { token: member.token, body: { requireApproval: true } })).status,
    ).toBe(403);
    const on = await api.put("/api/approvals/settings", { token: company.token, body: { requireApproval: true } });
    expect(on.body).toEqual({ requireApproval: true });
    expect((await api.get("/api/approvals/settings", { token: member.token })).body).toEqual({ requireApproval: true });
  });
});
