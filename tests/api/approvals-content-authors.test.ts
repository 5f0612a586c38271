import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { addMember } from "../helpers/team";
import { signUp, type TestUser } from "../helpers/users";

// Blog posts and video scripts record who wrote them, so approvals treat them as social posts:
// one submits one's own content only, and never reviews it. Rows from before have no author.

let owner: TestUser;
let editor: TestUser;
let reviewer: TestUser;
beforeAll(async () => {
  owner = await signUp();
  editor = await addMember(owner, "editor");
  reviewer = await addMember(owner, "admin");
});

type Kind = "blog" | "script";

async function write(kind: Kind, author: TestUser): Promise<string> {
  const res =
    kind === "blog"
      ? await api.post("/api/blog/posts", { token: author.token, body: { title: "Spring notes", markdownBody: "Hi" } })
      : await api.post("/api/video-scripts", { token: author.token, body: { title: "Teaser", script: "Scene 1" } });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

const submit = (kind: Kind, contentId: string, by: TestUser) =>
  api.post("/api/approvals", { token: by.token, body: { contentType: kind, contentId } });

const authorOf = async (kind: Kind, id: string) =>
  kind === "blog"
    ? (await adminDb().blogPost.findUniqueOrThrow({ where: { id } })).createdById
    : (await adminDb().videoScript.findUniqueOrThrow({ where: { id } })).createdById;

describe.each(["blog", "script"] as const)("approvals of %s content", (kind) => {
  it("someone else's: 403 on submit and no approval item; the author's own: 201", async () => {
    const id = await write(kind, editor);
    expect(await authorOf(kind, id)).toBe(editor.userId);

    const notTheirs = await submit(kind, id, owner);
    expect(notTheirs.status, notTheirs.text).toBe(403);
    expect(notTheirs.body).toEqual({ error: expect.stringMatching(/content you wrote/) });
    expect(await adminDb().approval.count({ where: { contentId: id } })).toBe(0);

    const own = await submit(kind, id, editor);
    expect(own.status, own.text).toBe(201);
    expect(own.body).toMatchObject({ type: kind, status: "pending", submittedBy: { id: editor.userId } });
  });

  it("the author never approves it (403, still pending); another reviewer does", async () => {
    const id = await write(kind, reviewer);
    const item = await submit(kind, id, reviewer);
    expect(item.status, item.text).toBe(201);
    const self = await api.post(`/api/approvals/${item.body.id}/approve`, { token: reviewer.token, body: {} });
    expect(self.status, self.text).toBe(403);
    expect((await adminDb().approval.findUniqueOrThrow({ where: { id: item.body.id } })).status).toBe("pending");
    const other = await api.post(`/api/approvals/${item.body.id}/approve`, { token: owner.token, body: {} });
    expect(other.status, other.text).toBe(200);
  });

  it("one from before authors were recorded: anyone who may create content submits it, as before", async () => {
    const id = await write(kind, editor);
    const where = { where: { id }, data: { createdById: null } };
    await (kind === "blog" ? adminDb().blogPost.update(where) : adminDb().videoScript.update(where));
    const res = await submit(kind, id, owner);
    expect(res.status, res.text).toBe(201);
    expect(res.body.submittedBy).toMatchObject({ id: owner.userId });
  });
});

describe("a duplicated campaign's blog posts and scripts", () => {
  it("are written by whoever duplicated it", async () => {
    const campaign = await api.post("/api/campaigns", { token: editor.token, body: { name: "Spring" } });
    expect(campaign.status, campaign.text).toBe(201);
    const campaignId = campaign.body.id as string;
    await api.post("/api/blog/posts", { token: editor.token, body: { title: "Original", campaignId } });
    await api.post("/api/video-scripts", { token: editor.token, body: { title: "Original", script: "S", campaignId } });

    const copy = await api.post(`/api/campaigns/${campaignId}/duplicate`, {
      token: owner.token,
      body: { name: "Copy" },
    });
    expect(copy.status, copy.text).toBe(201);
    const where = { where: { campaignId: copy.body.id as string } };
    const [blog, script] = await Promise.all([
      adminDb().blogPost.findFirstOrThrow(where),
      adminDb().videoScript.findFirstOrThrow(where),
    ]);
    expect([blog.createdById, script.createdById]).toEqual([owner.userId, owner.userId]);
    expect((await submit("blog", blog.id, editor)).status).toBe(403);
    expect((await submit("script", script.id, owner)).status).toBe(201);
  });
});
