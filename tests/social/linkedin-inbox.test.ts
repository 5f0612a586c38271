import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProviderError } from "@/lib/integrations/http";
import { LINKEDIN_COMMENTS_SCOPE } from "@/lib/integrations/social/linkedin/provider";
import { connectedAccount } from "@/lib/integrations/social/session";
import type { AccountContext, Connection } from "@/lib/integrations/social/types";
import { LINKEDIN_FAKE_USER } from "@/tests/fakes/social/linkedin/server";
import { linkedinHarness } from "./harness/linkedin";

type Harness = Awaited<ReturnType<typeof linkedinHarness>>;

describe("LinkedIn inbox: comments on the member's posts, where the token allows", () => {
  let h: Harness;
  let connection: Connection;
  /** The account with a token LinkedIn granted r_member_social (an approved partner app). */
  let reader: AccountContext;

  beforeAll(async () => {
    h = await linkedinHarness({ apiVersion: "202611" });
    connection = await h.connect();
    const scopes = [...connection.tokens.scopes, LINKEDIN_COMMENTS_SCOPE];
    const grant = h.fake.tokens.issue({ userId: LINKEDIN_FAKE_USER.sub, scopes });
    reader = h.account({ ...connection, tokens: { ...connection.tokens, accessToken: grant.accessToken, scopes } });
  });
  afterAll(() => h.close());

  it("without r_member_social: an empty inbox and no call to LinkedIn", async () => {
    const before = h.fake.server.requests.length;
    expect(await h.provider.fetchInbox(h.account(connection))).toEqual({ items: [], cursor: null });
    expect(h.fake.server.requests).toHaveLength(before);
  });

  it("the fake refuses the reads to a token without the scope, as LinkedIn does", async () => {
    const plain = h.account(connection);
    const lying = { ...plain, tokens: { ...plain.tokens, scopes: [...plain.tokens.scopes, LINKEDIN_COMMENTS_SCOPE] } };
    const err = await h.provider.fetchInbox(lying).catch((e: unknown) => e);
    expect(isProviderError(err)).toBe(true);
    expect(err).toMatchObject({ status: 403 });
  });

  it("lists others' comments on the latest posts newest first, threaded to the post; ours stay out", async () => {
    const c = connectedAccount(h.provider, reader);
    const first = await c.publish({ text: "first post", idempotencyKey: "p1" });
    const second = await c.publish({ text: "second post", idempotencyKey: "p2" });
    const a = h.fake.addComment(first.id, "Where can I buy this?");
    const b = h.fake.addComment(second.id, "Congrats on the launch!", "urn:li:person:fan0002");
    await c.reply({ inReplyToId: second.id, text: "Thanks all", idempotencyKey: "own" });

    const page = await c.fetchInbox({ limit: 50 });
    expect(page.cursor).toBeNull();
    expect(page.items.map((i) => i.id)).toEqual([b.urn, a.urn]);
    expect(page.items[0]).toMatchObject({
      kind: "comment",
      text: "Congrats on the launch!",
      subjectPostId: second.id,
      author: { id: "urn:li:person:fan0002", username: "", displayName: "LinkedIn member" },
      url: expect.stringContaining(encodeURIComponent(b.urn)),
    });
    expect(page.items[0].createdAt.getTime()).toBe(b.time);
    const reads = h.fake.server.requests.filter((r) => r.path.startsWith("/rest/") && r.method === "GET");
    expect(reads.at(-3)?.query.get("q")).toBe("author");
    expect(reads.at(-3)?.query.get("author")).toBe(`urn:li:person:${LINKEDIN_FAKE_USER.sub}`);
  });

  it("a reply to a comment nests under it: object is the post, parentComment the comment", async () => {
    const c = connectedAccount(h.provider, reader);
    const post = await c.publish({ text: "third post", idempotencyKey: "p3" });
    const question = h.fake.addComment(post.id, "Is it vegan?");
    const sent = await c.reply({ inReplyToId: question.urn, text: "Yes, fully.", idempotencyKey: "r3" });
    const answer = h.fake.comments.find((x) => x.urn === sent.id)!;
    expect(answer).toMatchObject({ object: post.id, parentComment: question.urn, text: "Yes, fully." });
  });
});
