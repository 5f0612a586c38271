import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { publishOccurrence } from "@/inngest/functions/scheduling/publish-occurrence";
import { BackgroundRunner } from "@/inngest/runner";
import { adminDb } from "@/lib/db";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp } from "../helpers/users";

/**
 * The publish-lag bench (issue 12): N occurrences across 10 companies all due in the same second,
 * published by one in-process runner against the fake networks; lag = publishedAt - due time.
 * Run: BENCH_PUBLISH=1000 npx vitest run tests/background/publish-lag.test.ts (or 10000): prints
 * p50/p99 and checks every one went out exactly once. Without BENCH_PUBLISH it runs 100 as a test
 * of the same path, which must also meet the 5 s p99 target.
 */
const TOTAL = Number(process.env.BENCH_PUBLISH ?? 100);
const COMPANIES = 10;
const LEAD_MS = 3000;

const runners: BackgroundRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

describe("publish lag", () => {
  it(`${TOTAL} occurrences over ${COMPANIES} companies due in the same second are all published exactly once`, { timeout: 600_000 }, async () => {
    await socialFakes();
    const companies = [];
    for (let i = 0; i < COMPANIES; i++) {
      const user = await signUp();
      const account = await connectAccount(user, "mastodon");
      companies.push({ companyId: user.companyId, accountId: account.id as string });
    }
    const dueAt = new Date(Date.now() + LEAD_MS + TOTAL * 2);
    const tag = randomUUID().slice(0, 8);
    const ids: string[] = [];
    for (const [c, { companyId, accountId }] of companies.entries()) {
      const post = await adminDb().socialPost.create({ data: { companyId, content: `bench ${tag}`, platforms: ["mastodon"], status: "SCHEDULED" } });
      const rows = Array.from({ length: TOTAL / COMPANIES }, (_, i) => ({
        id: randomUUID(), companyId, sourcePostId: post.id, platform: "mastodon", socialAccountId: accountId, scheduledAt: dueAt, content: `bench ${tag} ${c}-${i}`,
      }));
      await adminDb().postOccurrence.createMany({ data: rows });
      await adminDb().outbox.createMany({
        data: rows.map((r) => ({ event: "scheduling/occurrence.due", companyId, payload: { companyId, occurrenceId: r.id }, dueAt })),
      });
      ids.push(...rows.map((r) => r.id));
    }
    const runner = new BackgroundRunner({ functions: [publishOccurrence] });
    runners.push(runner);
    runner.start();
    const deadline = dueAt.getTime() + 300_000;
    let published = 0;
    while (Date.now() < deadline) {
      published = await adminDb().postOccurrence.count({ where: { id: { in: ids }, status: "PUBLISHED" } });
      if (published === TOTAL) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = await adminDb().postOccurrence.findMany({ where: { id: { in: ids } }, select: { publishedAt: true, attempts: true, status: true } });
    const lags = rows.filter((r) => r.publishedAt).map((r) => r.publishedAt!.getTime() - dueAt.getTime()).sort((a, b) => a - b);
    const result = { total: TOTAL, published: lags.length, p50Ms: percentile(lags, 50), p99Ms: percentile(lags, 99), maxMs: lags.at(-1), earliestMs: lags[0] };
    console.log(`publish lag: ${JSON.stringify(result)}`);
    expect(lags.length).toBe(TOTAL);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    expect(lags[0]).toBeGreaterThanOrEqual(0);
    if (!process.env.BENCH_PUBLISH) expect(result.p99Ms).toBeLessThanOrEqual(5000);
  });
});
