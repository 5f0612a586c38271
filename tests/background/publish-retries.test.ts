import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { isTid } from "@/lib/integrations/social/bluesky/record-key";
import { occurrenceDue } from "@/lib/jobs/events";
import { findDueOccurrences } from "@/lib/scheduling/find-due-admin";
import { publishDue } from "@/lib/scheduling/publish-due";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/**
 * Retries that cannot post twice: Bluesky writes at a record key derived from the delivery and
 * Mastodon sends the delivery's Idempotency-Key, so a 5xx there is retried; X takes no key, so an
 * unknown outcome is reconciled with the account's timeline. Each case ends within a minute.
 */
let fakes: SocialFakes;
let owner: TestUser;

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  for (const platform of ["bluesky", "mastodon", "twitter"] as const) await connectAccount(owner, platform);
});

const MINUTE = 60_000;
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const ctx = () => tenantCtxFor(owner.companyId);
const row = (id: string) => adminDb().postOccurrence.findUniqueOrThrow({ where: { id } });

/** The ids of the posts each fake holds with this text: what the network really has. */
const onNetwork = {
  bluesky: (text: string) => [...fakes.bluesky.posts.values()].filter((p) => p.record.text === text).map((p) => p.uri),
  mastodon: (text: string) => [...fakes.mastodon.statuses.values()].filter((s) => s.text === text).map((s) => s.id),
  twitter: (text: string) => [...fakes.x.tweets.values()].filter((t) => t.text === text).map((t) => t.id),
};
const fakeOf = (platform: keyof typeof onNetwork) => (platform === "twitter" ? fakes.x : fakes[platform]);

async function scheduleNow(platform: keyof typeof onNetwork, content: string): Promise<string> {
  const res = await api.post("/api/social-posts/scheduled", {
    token: owner.token,
    body: { content, platforms: [platform], scheduledAt: new Date().toISOString() },
  });
  if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${res.text}`);
  return res.body.occurrenceId;
}

/** The occurrence waits for a retry less than a minute away, and the runner is asked for it then. */
async function expectRetryWithinAMinute(id: string, from: number) {
  const waiting = await row(id);
  expect(waiting.nextAttemptAt!.getTime() - from).toBeLessThanOrEqual(MINUTE);
  const due = await adminDb().outbox.findMany({
    where: { event: occurrenceDue.name, status: "PENDING", payload: { path: ["occurrenceId"], equals: id } },
  });
  expect(due.map((r) => r.dueAt.toISOString())).toContain(waiting.nextAttemptAt!.toISOString());
  expect((await findDueOccurrences(waiting.nextAttemptAt!)).map((o) => o.id)).toContain(id);
  return waiting.nextAttemptAt!;
}

/** Every try of the first attempt fails without effect (`kind` says how it was judged): retried within a minute, one post. */
async function publishAfterFailedAttempt(
  platform: keyof typeof onNetwork,
  label: string,
  failures: number,
  kind: string,
) {
  const text = unique(label);
  const id = await scheduleNow(platform, text);
  const started = Date.now();
  fakeOf(platform).server.fail("server_error", "publish", failures);
  expect(await publishDue(ctx(), id)).toBe("waiting");
  expect(await row(id)).toMatchObject({ status: "FAILED", lastErrorKind: kind });
  expect(onNetwork[platform](text)).toEqual([]);
  expect(await publishDue(ctx(), id, await expectRetryWithinAMinute(id, started))).toBe("published");
  const published = await row(id);
  expect(published.attempts).toBe(2);
  expect(onNetwork[platform](text)).toEqual([published.platformPostId]);
}

/** The network applies the publish, then answers 500: PUBLISHED at once, the one post the network holds. */
async function publishWrittenThen500(platform: keyof typeof onNetwork, label: string) {
  const text = unique(label);
  const id = await scheduleNow(platform, text);
  fakeOf(platform).server.fail("applied_then_server_error", "publish", 1);
  expect(await publishDue(ctx(), id)).toBe("published");
  const published = await row(id);
  expect(onNetwork[platform](text)).toEqual([published.platformPostId]);
  return published;
}

const createRecordKeys = () =>
  fakes.bluesky.server.received("publish").map((r) => JSON.parse(r.body.toString()).rkey as string);

describe("Bluesky: a record key derived from the delivery", () => {
  it("500 then 200: retried at once with the same key, exactly one post, PUBLISHED", async () => {
    const text = unique("bsky 500 then 200");
    const id = await scheduleNow("bluesky", text);
    const before = createRecordKeys().length;
    fakes.bluesky.server.fail("server_error", "publish", 1);
    expect(await publishDue(ctx(), id)).toBe("published");
    const keys = createRecordKeys().slice(before);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(isTid(keys[0])).toBe(true);
    const published = await row(id);
    expect(onNetwork.bluesky(text)).toEqual([published.platformPostId]);
    expect(published.platformPostId).toMatch(new RegExp(`/app\\.bsky\\.feed\\.post/${keys[0]}$`));
  });

  it("the network wrote the post but answered 500: the repeat at its key is refused, the record found there is the post; exactly one", async () => {
    const published = await publishWrittenThen500("bluesky", "bsky written then 500");
    expect(published).toMatchObject({ status: "PUBLISHED", attempts: 1 });
  });

  it("500 on every try of an attempt: transient, not an unknown outcome; retried within a minute with the same key; exactly one post", async () => {
    const before = createRecordKeys().length;
    await publishAfterFailedAttempt("bluesky", "bsky down", 3, "transient");
    expect(new Set(createRecordKeys().slice(before)).size).toBe(1);
  });
});

describe("Mastodon: the delivery's Idempotency-Key", () => {
  it("the network took the status but answered 500: the retry with the same key answers that status; exactly one, PUBLISHED", async () => {
    await publishWrittenThen500("mastodon", "masto written then 500");
    const keys = fakes.mastodon.server
      .received("publish")
      .slice(-2)
      .map((r) => r.headers["idempotency-key"]);
    expect(keys[0]).toBe(keys[1]);
  });

  it("500 on every try of an attempt: retried within a minute; exactly one status", async () => {
    await publishAfterFailedAttempt("mastodon", "masto down", 3, "transient");
  });
});

describe("X: no key, so an unknown outcome is reconciled with the timeline", () => {
  it("the network took the post but answered 500: reconciled at once, PUBLISHED with the network's post, never sent twice", async () => {
    const sent = fakes.x.server.received("publish").length;
    await publishWrittenThen500("twitter", "x written then 500");
    expect(fakes.x.server.received("publish").length - sent).toBe(1);
    expect(fakes.x.server.received("recent-posts").length).toBeGreaterThan(0);
  });

  it("500 without the post: the timeline shows nothing, so it is retried within a minute; exactly one post", async () => {
    await publishAfterFailedAttempt("twitter", "x 500", 1, "outcome_unknown");
  });

  it("the timeline cannot be read either: UNKNOWN, asked again within a minute, then PUBLISHED with the post it finds", async () => {
    const text = unique("x unknown");
    const id = await scheduleNow("twitter", text);
    const started = Date.now();
    fakes.x.server.fail("applied_then_server_error", "publish", 1);
    fakes.x.server.fail("server_error", "recent-posts", 3);
    expect(await publishDue(ctx(), id)).toBe("unknown");
    expect((await row(id)).status).toBe("UNKNOWN");
    const at = await expectRetryWithinAMinute(id, started);
    expect(await publishDue(ctx(), id, at)).toBe("published");
    const published = await row(id);
    expect(onNetwork.twitter(text)).toEqual([published.platformPostId]);
  });
});
