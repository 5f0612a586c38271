import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { adminDb, tenantCtxFor, type TenantCtx } from "@/lib/db";
import { bulkInbox } from "@/lib/inbox/bulk-inbox";
import { BulkInboxBody } from "@/lib/inbox/contracts";
import { replyToInboxItem } from "@/lib/inbox/reply-to-item";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";
import { inboxCountersAndItems } from "../helpers/inbox-counters";
import { withSqlClient } from "../db/sql-fixtures";

// As in inbox-concurrent-writes.test.ts: bitmap scans, which lock rows in their places on disk
// unless a statement picks its own order.
const planned = new URL(process.env.DATABASE_URL!);
planned.searchParams.set("options", "-c enable_seqscan=off -c enable_indexscan=off");
process.env.DATABASE_URL = planned.toString();

let owner: TestUser;
let accountId: string;
let ctx: TenantCtx;
let fakes: Awaited<ReturnType<typeof socialFakes>>;

/**
 * A conversation of `size` items the fake network holds (so replies to them are accepted): a
 * mention and answers to it. Answers the stored items' ids.
 */
async function conversation(size: number): Promise<string[]> {
  const at = () => new Date(Date.now() - Math.floor(Math.random() * 3_600_000));
  const author = {
    id: "did:plc:friend000000000000000001",
    username: "friend.bsky.fake",
    displayName: "A Friend",
    avatarUrl: null,
  };
  const root = fakes.bluesky.addMention("Where is my order?");
  const first = await storeInboxItems(
    ctx,
    accountId,
    [
      {
        id: root,
        kind: "mention",
        text: "Where is my order?",
        createdAt: at(),
        url: null,
        author,
        subjectPostId: null,
      },
    ],
    { notify: false },
  );
  const answers = await storeInboxItems(
    ctx,
    accountId,
    Array.from({ length: size - 1 }, (_, i) => ({
      id: fakes.bluesky.addMention(`Still waiting ${i}`),
      kind: "reply" as const,
      text: `Still waiting ${i}`,
      createdAt: at(),
      url: null,
      author,
      subjectPostId: root,
    })),
    { notify: false },
  );
  return [...first.ids, ...answers.ids];
}

const shuffled = <T>(values: T[]) =>
  values
    .map((v) => ({ v, k: Math.random() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.v);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** As a request runs it: in a transaction of its own. */
const inRequest = <T>(work: (ctx: TenantCtx) => Promise<T>) => ctx.db.$transaction((db) => work({ ...ctx, db }));

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  accountId = (await connectAccount(owner, "bluesky")).id;
  ctx = tenantCtxFor(owner.companyId);
});

/**
 * A reply holds its item (its SENDING row's foreign key, keepFromDelete) while the network is
 * called and only then locks the item's conversation. A bulk permanent delete of other items of
 * that conversation, running meanwhile, must not hold the conversation while waiting for the
 * replied item: both would wait for each other (PostgreSQL fails one with a deadlock, a 500).
 */
describe("bulk permanent deletes at the same moments as replies to the same conversations", () => {
  it("never deadlock; each reply is sent and recorded, or answers 404 without reaching the network", async () => {
    const failures: string[] = [];
    const sentBefore = fakes.bluesky.server.received("publish").length;
    let replied = 0;
    const repliedItems = new Set<string>();
    const deleted = new Set<string>();
    let deletes = 0;
    const deleting = (itemIds: string[]) =>
      inRequest((c) => bulkInbox(c, BulkInboxBody.parse({ action: "delete", permanent: true, itemIds }))).then(
        ({ updated }) => void (deletes += updated),
      );
    for (let round = 0; round < 20; round++) {
      const [a, b] = await Promise.all([conversation(6), conversation(4)]);
      const [sa, sb] = [shuffled(a), shuffled(b)];
      // Replies to items of both conversations. One delete takes only other items of the first
      // (it waits for no reply, so it reaches the conversation while they are at the network); the
      // other takes items of both, two of them being replied to: in odd rounds after the replies
      // (it waits for them), in even ones first (the replies find those two gone).
      const replying = [...sa.slice(0, 3), ...sb.slice(0, 2)];
      const alone = sa.slice(3);
      const across = [sa[2], sa[5], sb[1], sb[3]];
      const outcomes = await Promise.allSettled([
        ...replying.map((id, i) =>
          pause(round % 2 ? i % 2 : 3 + i).then(() =>
            inRequest((c) => replyToInboxItem(c, id, { content: `Thanks ${round}.${i}` })).then(
              () => {
                replied++;
                repliedItems.add(id);
              },
              (err: unknown) => {
                if (!(err instanceof ApiError && err.status === 404)) throw err;
                // Found gone: it was deleted before the reply read it.
                expect(across.includes(id) || alone.includes(id)).toBe(true);
              },
            ),
          ),
        ),
        pause(round % 8).then(() => deleting(alone)),
        pause(round % 2 ? (round * 3) % 11 : 0).then(() => deleting(across)),
      ]);
      for (const o of outcomes) if (o.status === "rejected") failures.push(String(o.reason));
      for (const id of [...alone, ...across]) deleted.add(id);
    }
    expect(failures).toEqual([]);
    // Each item both deletes named was removed by one of them.
    expect(deletes).toBe(deleted.size);

    // Every reply answered 200 was posted once; every 404 posted nothing.
    expect(fakes.bluesky.server.received("publish").length - sentBefore).toBe(replied);
    const items = await adminDb().inboxItem.findMany({
      where: { companyId: owner.companyId, id: { in: [...repliedItems, ...deleted] } },
      select: { id: true, status: true, replies: { select: { status: true } } },
    });
    // The items deleted are gone, with their replies; those replied to and kept are REPLIED with their reply SENT.
    expect(items.filter((i) => deleted.has(i.id))).toEqual([]);
    for (const item of items) {
      expect(item.status).toBe("REPLIED");
      expect(item.replies.map((r) => r.status)).toEqual(["SENT"]);
    }
    expect(await adminDb().inboxReply.count({ where: { companyId: owner.companyId, status: { not: "SENT" } } })).toBe(
      0,
    );
    const { counters, items: counted } = await withSqlClient(process.env.DATABASE_URL!, (c) =>
      inboxCountersAndItems(c, owner.companyId),
    );
    expect(counters).toEqual(counted);
  });
});
