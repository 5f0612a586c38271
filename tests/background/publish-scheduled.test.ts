import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { occurrenceDue } from "@/lib/jobs/events";
import { enqueue } from "@/lib/jobs/enqueue";
import { publishOccurrence } from "@/inngest/functions/scheduling/publish-occurrence";
import { BackgroundRunner } from "@/inngest/runner";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { findDueOccurrences } from "@/lib/scheduling/find-due-admin";
import { MAX_ATTEMPTS, publishDue, STUCK_AFTER_MS } from "@/lib/scheduling/publish-due";
import { withAccount } from "@/lib/social/account-session";
import { startAttempt } from "@/lib/social/delivery/deliver-occurrence";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { api } from "../helpers/app";
import { mailsTo } from "../helpers/mail";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

let fakes: SocialFakes;
let owner: TestUser;

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  await connectAccount(owner, "mastodon");
});

const runners: BackgroundRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
/** The fake Mastodon's statuses carrying this text: what the network really holds. */
const onNetwork = (text: string) => [...fakes.mastodon.statuses.values()].filter((s) => s.text === text);
const row = (id: string) => adminDb().postOccurrence.findUniqueOrThrow({ where: { id } });
const ctx = () => tenantCtxFor(owner.companyId);
const later = (ms: number) => new Date(Date.now() + ms);

async function schedule(content: string, scheduledAt: Date, user = owner): Promise<string> {
  const res = await api.post("/api/social-posts/scheduled", {
    token: user.token,
    body: { content, platforms: ["mastodon"], scheduledAt: scheduledAt.toISOString() },
  });
  if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${res.text}`);
  return res.body.occurrenceId;
}

describe("publishing a due occurrence", () => {
  it("the in-process runner publishes it through the network: PUBLISHED with the network's id and URL, the post PUBLISHED", async () => {
    const text = unique("due now");
    const id = await schedule(text, new Date());
    const runner = new BackgroundRunner({ functions: [publishOccurrence] });
    runners.push(runner);
    await runner.tick();
    const published = await row(id);
    expect(published).toMatchObject({ status: "PUBLISHED", attempts: 1, lastError: null });
    expect(onNetwork(text).map((s) => s.id)).toEqual([published.platformPostId]);
    expect(published.platformPostUrl).toMatch(/^https?:\/\//);
    const post = await api.get(`/api/social-posts/${published.sourcePostId}`, { token: owner.token });
    expect(post.body.status).toBe("PUBLISHED");
  });

  it("a started runner with a one-minute tick wakes at the due time: published within a second or two of it, not on the next tick", async () => {
    const runner = new BackgroundRunner({ functions: [publishOccurrence], tickMs: 60_000 });
    runners.push(runner);
    runner.start();
    await new Promise((r) => setTimeout(r, 200));
    const dueAt = later(1500);
    const text = unique("woken");
    const id = await schedule(text, dueAt);
    const nowText = unique("woken now");
    const nowId = await schedule(nowText, new Date());
    const deadline = dueAt.getTime() + 2500;
    while (Date.now() < deadline && (await row(id)).status !== "PUBLISHED") await new Promise((r) => setTimeout(r, 50));
    const published = await row(id);
    expect(published.status).toBe("PUBLISHED");
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
    expect(published.publishedAt!.getTime() - dueAt.getTime()).toBeLessThan(2000);
    const now = await row(nowId);
    expect(now.status).toBe("PUBLISHED");
    expect(onNetwork(nowText)).toHaveLength(1);
  });

  it("two runners on one database, each event delivered twice: every occurrence is published exactly once", async () => {
    const texts = Array.from({ length: 8 }, (_, i) => unique(`race ${i}`));
    const ids = await Promise.all(texts.map((t) => schedule(t, new Date())));
    // The same event a second time for each, as a redelivery would.
    for (const id of ids)
      await enqueue(adminDb(), { event: occurrenceDue, data: { companyId: owner.companyId, occurrenceId: id } });
    const [a, b] = [
      new BackgroundRunner({ functions: [publishOccurrence] }),
      new BackgroundRunner({ functions: [publishOccurrence] }),
    ];
    runners.push(a, b);
    await Promise.all([a.tick(), b.tick(), ...ids.map((id) => publishDue(ctx(), id))]);
    for (const [i, id] of ids.entries()) {
      expect(onNetwork(texts[i])).toHaveLength(1);
      expect(await row(id)).toMatchObject({ status: "PUBLISHED", attempts: 1 });
    }
  });

  it("not due yet, cancelled, rescheduled, deleted or edited while waiting: nothing at the old time, never the old text", async () => {
    const inAnHour = later(3600_000);
    const twoHours = later(2 * 3600_000);
    const waiting = await schedule(unique("not yet"), inAnHour);
    expect(await publishDue(ctx(), waiting)).toBe("not due");

    const cancelledText = unique("cancelled");
    const cancelled = await schedule(cancelledText, inAnHour);
    expect((await api.delete(`/api/social-posts/scheduled/${cancelled}`, { token: owner.token })).status).toBe(200);
    expect(await publishDue(ctx(), cancelled, twoHours)).toBe("not due");

    const movedText = unique("moved");
    const moved = await schedule(movedText, inAnHour);
    await api.patch(`/api/social-posts/scheduled/${moved}`, {
      token: owner.token,
      body: { scheduledAt: later(5 * 3600_000).toISOString() },
    });
    expect(await publishDue(ctx(), moved, twoHours)).toBe("not due");

    const deletedText = unique("deleted");
    const deleted = await schedule(deletedText, inAnHour);
    expect(
      (await api.delete(`/api/social-posts/${(await row(deleted)).sourcePostId}`, { token: owner.token })).status,
    ).toBeLessThan(300);
    expect(await publishDue(ctx(), deleted, twoHours)).toBe("gone");

    const oldText = unique("old text");
    const edited = await schedule(oldText, inAnHour);
    const newText = unique("new text");
    const put = await api.put(`/api/social-posts/${(await row(edited)).sourcePostId}`, {
      token: owner.token,
      body: { content: newText },
    });
    expect(put.status, put.text).toBe(200);
    expect(await publishDue(ctx(), edited, twoHours)).toBe("published");

    expect(onNetwork(oldText)).toEqual([]);
    expect(onNetwork(newText)).toHaveLength(1);
    for (const t of [cancelledText, movedText, deletedText]) expect(onNetwork(t)).toEqual([]);
  });
});

describe("faults", () => {
  it("the process dies after the network took the post, before the state was saved: after recovery exactly one remote post, PUBLISHED", async () => {
    const text = unique("killed");
    const id = await schedule(text, new Date());
    // What the dead process did: claimed the attempt and sent it; the network took it; nothing more was saved.
    const claimed = (await startAttempt(ctx(), id))!;
    const account = await adminDb().socialAccount.findFirstOrThrow({ where: { id: claimed.socialAccountId! } });
    await withAccount(ctx(), account, (s) =>
      s.publish({ text: claimed.content, media: [], idempotencyKey: claimed.idempotencyKey }),
    );
    expect(await publishDue(ctx(), id)).toBe("taken");

    const recovery = new Date(Date.now() + STUCK_AFTER_MS + 1000);
    expect((await findDueOccurrences(recovery)).map((o) => o.id)).toContain(id);
    expect(await publishDue(ctx(), id, recovery)).toBe("published");
    const done = await row(id);
    expect(onNetwork(text).map((s) => s.id)).toEqual([done.platformPostId]);
    expect(done.status).toBe("PUBLISHED");
  });

  it(
    "network 500 on every attempt: retried with backoff, then FAILED with the error stored, the company told (notice and e-mail)",
    { timeout: 30_000 },
    async () => {
      const text = unique("always 500");
      const id = await schedule(text, new Date());
      // The HTTP client itself tries a 5xx three times within one attempt.
      fakes.mastodon.server.fail("server_error", "publish", 3 * MAX_ATTEMPTS);
      let at = new Date();
      const outcomes: string[] = [];
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        outcomes.push(await publishDue(ctx(), id, at));
        const current = await row(id);
        if (current.nextAttemptAt) {
          expect(current.nextAttemptAt.getTime()).toBeGreaterThan(at.getTime());
          expect(await publishDue(ctx(), id, at)).toBe("not due");
          at = current.nextAttemptAt;
        }
      }
      expect(outcomes).toEqual([...Array(MAX_ATTEMPTS - 1).fill("waiting"), "failed"]);
      const failed = await row(id);
      expect(failed).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
      expect(failed.lastError).toMatch(/Mastodon could not be reached/);
      expect(onNetwork(text)).toEqual([]);
      const notice = await adminDb().notice.findFirst({
        where: { companyId: owner.companyId, subjectKey: `occurrence:${id}` },
      });
      expect(notice).toMatchObject({ kind: "social_post.failed", link: "/calendar" });
      const mails = mailsTo(owner.email).filter((m) => m.subject === "A post to Mastodon failed");
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain("Mastodon could not be reached");

      const retried = await api.post(`/api/social-posts/scheduled/${id}/retry`, { token: owner.token });
      expect(retried.status, retried.text).toBe(200);
      expect(await publishDue(ctx(), id)).toBe("published");
      expect(onNetwork(text)).toHaveLength(1);
    },
  );

  it("429 with Retry-After: no attempt before that time, then published", async () => {
    const text = unique("rate limited");
    const id = await schedule(text, new Date());
    fakes.mastodon.server.fail("rate_limited", "publish", 1, { retryAfterSeconds: 120 });
    expect(await publishDue(ctx(), id)).toBe("waiting");
    const waiting = await row(id);
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(Date.now() + 110_000);
    const sent = fakes.mastodon.server.received("publish").length;
    expect(await publishDue(ctx(), id, later(60_000))).toBe("not due");
    expect((await findDueOccurrences(later(60_000))).map((o) => o.id)).not.toContain(id);
    expect(fakes.mastodon.server.received("publish").length).toBe(sent);
    expect(await publishDue(ctx(), id, later(121_000))).toBe("published");
    expect(onNetwork(text)).toHaveLength(1);
  });

  it("X's 100 posts per 15 minutes: the 101st waits and says why, never a burst", async () => {
    const user = await signUp();
    const account = await connectAccount(user, "twitter");
    const userCtx = tenantCtxFor(user.companyId);
    const post = await adminDb().socialPost.create({
      data: { companyId: user.companyId, content: "earlier", platforms: ["twitter"], status: "PUBLISHED" },
    });
    const first = later(-10 * 60_000);
    await adminDb().postOccurrence.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({
        companyId: user.companyId,
        sourcePostId: post.id,
        platform: "twitter",
        socialAccountId: account.id,
        content: `earlier ${i}`,
        scheduledAt: first,
        status: "PUBLISHED" as const,
        attempts: 1,
        attemptStartedAt: new Date(first.getTime() + i * 1000),
        publishedAt: first,
      })),
    });
    const res = await api.post("/api/social-posts/scheduled", {
      token: user.token,
      body: { content: unique("101st"), platforms: ["twitter"], scheduledAt: new Date().toISOString() },
    });
    expect(res.status, res.text).toBe(201);
    const sent = fakes.x.server.received("publish").length;
    expect(await publishDue(userCtx, res.body.occurrenceId)).toBe("waiting");
    const waiting = await row(res.body.occurrenceId);
    expect(waiting.status).toBe("SCHEDULED");
    expect(waiting.lastError).toMatch(/X \(Twitter\)'s posting limit \(100 posts per 15 min/);
    expect(waiting.nextAttemptAt!.toISOString()).toBe(new Date(first.getTime() + 15 * 60_000).toISOString());
    expect(fakes.x.server.received("publish").length).toBe(sent);
  });

  it("the server's time zone (TZ=America/New_York) changes nothing: stored and due instants are the ones sent", async () => {
    const saved = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      const at = "2099-03-08T07:30:00.000Z"; // the night US clocks change
      const id = await schedule(unique("tz"), new Date(at));
      expect((await row(id)).scheduledAt.toISOString()).toBe(at);
      const due = await adminDb().outbox.findFirstOrThrow({
        where: { event: occurrenceDue.name, payload: { path: ["occurrenceId"], equals: id } },
      });
      expect(due.dueAt.toISOString()).toBe(at);
      const listed = await api.get(`/api/social-posts/scheduled?from=2099-03-08T07:00:00Z&to=2099-03-08T08:00:00Z`, {
        token: owner.token,
      });
      expect(listed.body.map((o: { scheduledAt: string }) => o.scheduledAt)).toEqual([at]);
    } finally {
      process.env.TZ = saved;
    }
  });
});
