import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
let editor: TestUser;
beforeAll(async () => {
  owner = await signUp();
  editor = await addMember(owner, "editor");
});

async function sharedItem(body: Record<string, unknown> = {}) {
  const post = await api.post("/api/social-posts", {
    token: editor.token,
    body: { content: `For the client ${randomUUID().slice(0, 6)}`, platforms: ["linkedin"] },
  });
  const item = await api.post("/api/approvals", {
    token: editor.token,
    body: { contentType: "social", contentId: post.body.id },
  });
  const share = await api.post(`/api/approvals/${item.body.id}/share`, { token: owner.token, body });
  expect(share.status, share.text).toBe(201);
  return { item: item.body, share: share.body };
}

describe("review links for outside reviewers", () => {
  it("a link opens a read-only preview; only its hash is stored; editors cannot make one", async () => {
    const { item, share } = await sharedItem({ expiresInHours: 2 });
    expect(share.url).toMatch(new RegExp(`/review/${share.token}$`));
    expect(new Date(share.expiresAt).getTime() - Date.now()).toBeGreaterThan(1.9 * 3600_000);
    const row = await adminDb().approval.findUniqueOrThrow({ where: { id: item.id } });
    expect(row.shareTokenHash).not.toContain(share.token);
    const preview = await api.get(`/api/public/approvals/${share.token}`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      type: "social",
      content: item.content,
      platforms: ["linkedin"],
      status: "pending",
    });
    expect(preview.body.companyName).toBeTruthy();
    expect(preview.body).not.toHaveProperty("contentId");
    expect((await api.post(`/api/approvals/${item.id}/share`, { token: editor.token, body: {} })).status).toBe(403);
    expect((await api.get(`/api/public/approvals/${randomUUID()}`)).status).toBe(404);
  });

  it("the outsider approves under the name they give, in the history and the audit log; a second decision is a 409", async () => {
    const { item, share } = await sharedItem();
    const bad = await api.post(`/api/public/approvals/${share.token}/decision`, { body: { decision: "approve" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.name).toBeTruthy();
    const res = await api.post(`/api/public/approvals/${share.token}/decision`, {
      body: { decision: "approve", name: "Clara Client", comment: "Go ahead" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe("approved");
    const stored = await api.get(`/api/approvals/${item.id}`, { token: owner.token });
    expect(stored.body).toMatchObject({ status: "approved", reviewedBy: null, notes: "Go ahead" });
    expect(stored.body.history.at(-1)).toMatchObject({
      action: "approved",
      userId: null,
      name: "Clara Client (review link)",
      comment: "Go ahead",
    });
    const audit = await adminDb().auditLog.findMany({ where: { companyId: owner.companyId, targetId: item.id } });
    expect(audit.map((a) => a.action)).toContain("approval.review_link.approve");
    expect(audit.find((a) => a.action === "approval.review_link.approve")).toMatchObject({
      actorId: null,
      targetType: "approval",
      metadata: {
        actorName: "Clara Client (review link)",
        changes: { decision: "approve", name: "Clara Client", comment: "Go ahead" },
      },
    });
    const again = await api.post(`/api/public/approvals/${share.token}/decision`, {
      body: { decision: "request_changes", name: "Clara" },
    });
    expect(again.status).toBe(409);
    expect((await adminDb().approval.findUniqueOrThrow({ where: { id: item.id } })).status).toBe("approved");
  });

  it("request changes from the link: the author can resubmit", async () => {
    const { item, share } = await sharedItem();
    const res = await api.post(`/api/public/approvals/${share.token}/decision`, {
      body: { decision: "request_changes", name: "Clara", comment: "Add the date" },
    });
    expect(res.body.status).toBe("changes_requested");
    const stored = await api.get(`/api/approvals/${item.id}`, { token: owner.token });
    expect(stored.body).toMatchObject({ status: "changes_requested", feedback: "Add the date" });
    expect((await api.post(`/api/approvals/${item.id}/resubmit`, { token: editor.token, body: {} })).body.status).toBe(
      "pending",
    );
  });

  it("a revoked, replaced or expired link is a 404 and decides nothing", async () => {
    const { item, share } = await sharedItem();
    expect((await api.delete(`/api/approvals/${item.id}/share`, { token: owner.token })).body).toEqual({
      success: true,
    });
    expect((await api.get(`/api/public/approvals/${share.token}`)).status).toBe(404);
    expect(
      (await api.post(`/api/public/approvals/${share.token}/decision`, { body: { decision: "approve", name: "X" } }))
        .status,
    ).toBe(404);

    const first = await api.post(`/api/approvals/${item.id}/share`, { token: owner.token, body: {} });
    const second = await api.post(`/api/approvals/${item.id}/share`, { token: owner.token, body: {} });
    expect((await api.get(`/api/public/approvals/${first.body.token}`)).status).toBe(404);
    expect((await api.get(`/api/public/approvals/${second.body.token}`)).status).toBe(200);

    await adminDb().approval.update({ where: { id: item.id }, data: { shareExpiresAt: new Date(Date.now() - 1000) } });
    expect(
      (
        await api.post(`/api/public/approvals/${second.body.token}/decision`, {
          body: { decision: "approve", name: "X" },
        })
      ).status,
    ).toBe(404);
    expect((await adminDb().approval.findUniqueOrThrow({ where: { id: item.id } })).status).toBe("pending");
  });

  it("another company cannot share or revoke the item (404)", async () => {
    const { item, share } = await sharedItem();
    const other = await signUp();
    expect((await api.post(`/api/approvals/${item.id}/share`, { token: other.token, body: {} })).status).toBe(404);
    expect((await api.delete(`/api/approvals/${item.id}/share`, { token: other.token })).status).toBe(404);
    expect((await api.get(`/api/public/approvals/${share.token}`)).status).toBe(200);
  });
});
