import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { syncAccountInbox } from "@/lib/inbox/sync-account";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

const inboxBell = async (user: TestUser) =>
  (await api.get("/api/notifications", { token: user.token })).body.items
    .filter((n: { kind: string }) => n.kind === "newComment")
    .map((n: { title: string; body: string }) => ({ title: n.title, body: n.body }));

/** Runs SQL on the test's database outside the app (the app's clients have no DDL). */
async function sql(text: string) {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/**
 * A company whose 51 posts (the history, stored by the first run: a backfill tells nobody) are
 * assigned to its owner, then answered once each: 51 continued conversations, so two parts. The
 * newest answer, alone in the second part, is refused by the database while `refusing` runs.
 */
async function answeredInTwoParts() {
  const fakes = await socialFakes();
  const owner = await signUp();
  const account = await connectAccount(owner, "bluesky");
  const ctx = tenantCtxFor(owner.companyId);
  const posts = Array.from({ length: 51 }, (_, i) => fakes.bluesky.addMention(`Post ${i}: do you ship to Canada?`));
  await syncAccountInbox(ctx, account.id);
  await adminDb().inboxItem.updateMany({ where: { companyId: owner.companyId }, data: { assignedToId: owner.userId } });
  expect(await inboxBell(owner)).toEqual([]);
  const marker = randomUUID();
  const tag = randomUUID().slice(0, 8);
  for (const [i, uri] of posts.entries()) {
    fakes.bluesky.addMention(i === posts.length - 1 ? `And mine? ${marker}` : `When will it arrive? ${tag} ${i}`, {
      replyTo: uri,
    });
  }
  const sync = () => syncAccountInbox(ctx, account.id);
  const replies = () =>
    adminDb().inboxItem.count({
      where: {
        companyId: owner.companyId,
        type: "COMMENT",
        OR: [{ content: { contains: tag } }, { content: { contains: marker } }],
      },
    });
  /** Runs `fn` while a trigger refuses to store the newest answer (and the `also` rows). */
  const refusing = async (fn: () => Promise<unknown>, also?: { table: string; when: string }) => {
    const name = `refuse_${marker.replaceAll("-", "")}`;
    const triggers = [{ table: "InboxItem", when: `NEW."content" LIKE '%${marker}%'` }, ...(also ? [also] : [])];
    await sql(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
      ${triggers.map((t) => `CREATE TRIGGER ${name} BEFORE INSERT ON "${t.table}" FOR EACH ROW WHEN (${t.when}) EXECUTE FUNCTION ${name}();`).join("\n")}`);
    try {
      await fn();
    } finally {
      await sql(`${triggers.map((t) => `DROP TRIGGER ${name} ON "${t.table}";`).join("\n")} DROP FUNCTION ${name}()`);
    }
  };
  return { owner, marker, sync, replies, refusing };
}

// Its own file: the posts and answers stay on this process's fake Bluesky.
// A sync's batch answering more than 50 conversations is stored in parts, each its own transaction
// (lib/inbox/store-items.ts); a part that fails leaves the parts before it stored, and the retry
// skips those items. Their notification must come all the same, and only once.
describe("a sync whose later part fails", () => {
  it("notifies the items its earlier parts stored, once; its retry notifies the rest", async () => {
    const { owner, marker, sync, replies, refusing } = await answeredInTwoParts();
    await refusing(() => expect(sync()).rejects.toThrow("refused"));
    expect(await replies()).toBe(50);
    const summary = { title: "50 new inbox items need a reply", body: expect.stringContaining("When will it arrive?") };
    expect(await inboxBell(owner)).toEqual([summary]);

    // The retry stores the refused answer and tells of it alone: the 50 it skips were told of.
    expect(await sync()).toBe(1);
    expect(await replies()).toBe(51);
    expect(await inboxBell(owner)).toEqual([{ title: "A Friend on Bluesky", body: `And mine? ${marker}` }, summary]);

    // Nothing is owed any more: another run tells nobody again.
    expect(await sync()).toBe(0);
    expect(await inboxBell(owner)).toHaveLength(2);
    expect(await adminDb().inboxItemNotice.count({ where: { companyId: owner.companyId } })).toBe(0);
  });

  it("when telling of the stored part fails too, the retry tells of it with the rest, in one notice", async () => {
    const { owner, sync, replies, refusing } = await answeredInTwoParts();
    await refusing(() => expect(sync()).rejects.toThrow("refused"), {
      table: "Notification",
      when: `NEW."companyId" = '${owner.companyId}'`,
    });
    expect(await replies()).toBe(50);
    expect(await inboxBell(owner)).toEqual([]);

    expect(await sync()).toBe(1);
    expect(await inboxBell(owner)).toEqual([
      { title: "51 new inbox items need a reply", body: expect.stringContaining("And mine?") },
    ]);
    expect(await sync()).toBe(0);
    expect(await inboxBell(owner)).toHaveLength(1);
  });
});
