import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { mailsTo } from "../helpers/mail";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

let owner: TestUser;
let editor: TestUser;
let reviewer: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  owner = await signUp();
  editor = await addMember(owner, "editor");
  reviewer = await addMember(owner, "admin");
  viewer = await addMember(owner, "viewer");
});

const bell = (user: TestUser, query: Record<string, string> = {}) =>
  api.get("/api/notifications", { token: user.token, query });

describe("in-app notifications", () => {
  it("a submission tells every reviewer but the submitter; a decision tells the submitter; unread counts and marking read", async () => {
    const before = (await bell(reviewer)).body.unreadCount;
    const post = await api.post("/api/social-posts", {
      token: editor.token,
      body: { content: `bell ${randomUUID()}`, platforms: ["bluesky"] },
    });
    const item = await api.post("/api/approvals", {
      token: editor.token,
      body: { contentType: "social", contentId: post.body.id },
    });

    const forReviewer = await bell(reviewer);
    expect(forReviewer.body.unreadCount).toBe(before + 1);
    expect(forReviewer.body.items[0]).toMatchObject({
      kind: "approvalNeeded",
      title: "Team Mate asks for your approval",
      link: `/approvals/${item.body.id}`,
      read: false,
    });
    expect((await bell(owner)).body.items[0]).toMatchObject({ kind: "approvalNeeded" });
    expect((await bell(viewer)).body.items).toEqual([]);
    expect((await bell(editor)).body.items).toEqual([]);

    await api.post(`/api/approvals/${item.body.id}/request-changes`, {
      token: reviewer.token,
      body: { feedback: "Add a link" },
    });
    const forEditor = await bell(editor);
    expect(forEditor.body).toMatchObject({
      unreadCount: 1,
      items: [{ kind: "approvalDecided", title: "Team Mate asked for changes to your content", read: false }],
    });

    const read = await api.post("/api/notifications/read", {
      token: editor.token,
      body: { ids: [forEditor.body.items[0].id] },
    });
    expect(read.body).toEqual({ unreadCount: 0 });
    expect((await bell(editor, { unread: "true" })).body.items).toEqual([]);
    // Someone else's ids are ignored.
    await api.post("/api/notifications/read", { token: editor.token, body: { ids: [forReviewer.body.items[0].id] } });
    expect((await bell(reviewer)).body.unreadCount).toBe(before + 1);
    expect((await api.post("/api/notifications/read", { token: reviewer.token, body: {} })).body).toEqual({
      unreadCount: 0,
    });
  });

  it("preferences: approvals by e-mail by default from their templates; a member who turns a kind off hears nothing of it", async () => {
    const prefs = await api.get("/api/notifications/preferences", { token: reviewer.token });
    expect(prefs.status, prefs.text).toBe(200);
    expect(prefs.body.preferences).toContainEqual({ kind: "approvalNeeded", inApp: true, email: true });
    expect(prefs.body.preferences).toContainEqual({ kind: "newComment", inApp: true, email: false });
    expect(prefs.body.preferences).toHaveLength(5);

    const text = `mailed ${randomUUID().slice(0, 8)}`;
    const submit = async () => {
      const post = await api.post("/api/social-posts", {
        token: editor.token,
        body: { content: text, platforms: ["bluesky"] },
      });
      return api.post("/api/approvals", {
        token: editor.token,
        body: { contentType: "social", contentId: post.body.id },
      });
    };
    const item = await submit();
    const needed = mailsTo(reviewer.email).filter((m) => m.text.includes(text));
    expect(needed).toHaveLength(1);
    expect(needed[0].subject).toBe(`Team Mate asks you to approve "${text}"`);
    expect(needed[0].text).toContain(`/approvals/${item.body.id}`);

    await api.post(`/api/approvals/${item.body.id}/reject`, { token: reviewer.token, body: { reason: "Off brand" } });
    const decided = mailsTo(editor.email).filter((m) => m.text.includes(text));
    expect(decided.map((m) => m.subject)).toEqual([`Team Mate rejected "${text}"`]);
    expect(decided[0].text).toContain("Off brand");

    const off = await api.put("/api/notifications/preferences", {
      token: reviewer.token,
      body: { preferences: [{ kind: "approvalNeeded", inApp: false, email: false }] },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body.preferences).toContainEqual({ kind: "approvalNeeded", inApp: false, email: false });
    expect(off.body.preferences).toContainEqual({ kind: "approvalDecided", inApp: true, email: true });
    const before = (await bell(reviewer)).body.unreadCount;
    await submit();
    expect((await bell(reviewer)).body.unreadCount).toBe(before);
    expect(mailsTo(reviewer.email).filter((m) => m.text.includes(text))).toHaveLength(1);
    expect((await bell(owner)).body.items[0]).toMatchObject({ kind: "approvalNeeded", body: text });

    const twice = await api.put("/api/notifications/preferences", {
      token: reviewer.token,
      body: {
        preferences: [
          { kind: "newComment", inApp: false, email: false },
          { kind: "newComment", inApp: true, email: true },
        ],
      },
    });
    expect(twice.status).toBe(400);
  });

  it("another company's members see none of them", async () => {
    const other = await signUp();
    expect((await bell(other)).body).toMatchObject({ items: [], unreadCount: 0 });
  });
});
