import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

// The author's reach raises an item's priority where the network says how many follow them: X
// (the author's public_metrics, asked for in user.fields) and Mastodon (the account's followers_count).
let owner: TestUser;

beforeAll(async () => {
  owner = await signUp();
  await connectAccount(owner, "twitter");
  await connectAccount(owner, "mastodon");
});

async function priorities(platform: string, tag: string) {
  const sync = await api.post("/api/inbox/sync", { token: owner.token, query: { platform } });
  expect(sync.status, sync.text).toBe(200);
  const list = await api.get("/api/inbox", { token: owner.token, query: { search: tag } });
  expect(list.status).toBe(200);
  return Object.fromEntries(
    list.body.items.map((i: { content: string; priority: number }) => [i.content.split(" ")[1], i.priority]),
  );
}

describe("author reach in the inbox", () => {
  it("an X mention from an author with 150,000 followers ranks 15 above the same from one with 40", async () => {
    const fakes = await socialFakes();
    const tag = randomUUID().slice(0, 8);
    fakes.x.addMention(`@reach_fake ${tag}-small nice launch`, null, 40);
    fakes.x.addMention(`@reach_fake ${tag}-large nice launch`, null, 150_000);
    fakes.x.addMention(`@reach_fake ${tag}-mid nice launch`, null, 12_000);
    const byAuthor = await priorities("TWITTER", tag);
    expect(byAuthor[`${tag}-large`] - byAuthor[`${tag}-small`]).toBe(15);
    expect(byAuthor[`${tag}-mid`] - byAuthor[`${tag}-small`]).toBe(10);
  });

  it("a Mastodon mention from an account with 2,500 followers ranks 5 above the same with 88", async () => {
    const fakes = await socialFakes();
    const tag = randomUUID().slice(0, 8);
    fakes.mastodon.addMention(`@reach ${tag}-small lovely shop`);
    const small = await priorities("MASTODON", tag);
    fakes.mastodon.addMention(`@reach ${tag}-large lovely shop`, "public", 2_500);
    const large = await priorities("MASTODON", tag);
    expect(large[`${tag}-large`] - small[`${tag}-small`]).toBe(5);
  });
});
