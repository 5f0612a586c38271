import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { syncPostStatus } from "@/lib/social/delivery/post-status";
import { signUp } from "../helpers/users";

let other: pg.Client;
beforeAll(async () => {
  other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
});
afterAll(() => other.end());

async function postWith(
  companyId: string,
  statuses: ("PUBLISHED" | "PUBLISHING" | "CANCELLED" | "FAILED" | "SCHEDULED")[],
) {
  const post = await adminDb().socialPost.create({
    data: { companyId, content: "Hello", platforms: ["bluesky", "mastodon"], status: "SCHEDULED" },
  });
  const occurrences = [];
  for (const [i, status] of statuses.entries()) {
    const publishedAt = status === "PUBLISHED" ? new Date(Date.UTC(2026, 0, 1, 12, i)) : null;
    occurrences.push(
      await adminDb().postOccurrence.create({
        data: {
          companyId,
          sourcePostId: post.id,
          platform: i % 2 ? "mastodon" : "bluesky",
          scheduledAt: new Date(),
          content: "Hello",
          status,
          publishedAt,
        },
      }),
    );
  }
  return { post, occurrences };
}

const postRow = (id: string) => adminDb().socialPost.findUniqueOrThrow({ where: { id } });

describe("syncPostStatus", () => {
  it("follows the occurrences: published when every live one is (at the latest time), publishing, failed, cancelled", async () => {
    const owner = await signUp();
    const ctx = tenantCtxFor(owner.companyId);
    const cases = [
      [["PUBLISHED", "PUBLISHED", "CANCELLED"], "PUBLISHED"],
      [["PUBLISHED", "PUBLISHING"], "PUBLISHING"],
      [["PUBLISHED", "SCHEDULED"], "SCHEDULED"],
      [["PUBLISHED", "FAILED"], "FAILED"],
      [["CANCELLED", "CANCELLED"], "CANCELLED"],
    ] as const;
    for (const [statuses, expected] of cases) {
      const { post } = await postWith(owner.companyId, [...statuses]);
      await syncPostStatus(ctx, post.id);
      const row = await postRow(post.id);
      expect(row.status, statuses.join()).toBe(expected);
      expect(row.publishedAt?.toISOString() ?? null).toBe(
        expected === "PUBLISHED" ? new Date(Date.UTC(2026, 0, 1, 12, 1)).toISOString() : null,
      );
    }
  });

  it("never reaches another company's post", async () => {
    const [owner, stranger] = [await signUp(), await signUp()];
    const { post } = await postWith(owner.companyId, ["PUBLISHED"]);
    await syncPostStatus(tenantCtxFor(stranger.companyId), post.id);
    expect((await postRow(post.id)).status).toBe("SCHEDULED");
  });

  it("a sync that began before another occurrence's change committed does not leave the post behind it", async () => {
    const owner = await signUp();
    const { post, occurrences } = await postWith(owner.companyId, ["PUBLISHED", "PUBLISHING"]);
    // Another publisher holds the post row (its own sync) while its occurrence turns PUBLISHED.
    await other.query("BEGIN");
    await other.query(`UPDATE "SocialPost" SET "updatedAt" = now() WHERE "id" = $1`, [post.id]);
    const sync = syncPostStatus(tenantCtxFor(owner.companyId), post.id);
    // Our statement has started (its view: one occurrence still PUBLISHING) and waits for the row.
    await new Promise((r) => setTimeout(r, 300));
    await other.query(`UPDATE "PostOccurrence" SET "status" = 'PUBLISHED', "publishedAt" = now() WHERE "id" = $1`, [
      occurrences[1].id,
    ]);
    await other.query("COMMIT");
    await sync;
    expect((await postRow(post.id)).status).toBe("PUBLISHED");
  });
});
