import { describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { syncAccountInbox } from "@/lib/inbox/sync-account";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp } from "../helpers/users";

// Its own file: the bulk notifications stay on this process's fake Bluesky.
describe("inbox sync stores pages in batches", () => {
  it("a backfill longer than one run goes on from its cursor; every notification is stored once", async () => {
    const fakes = await socialFakes();
    const owner = await signUp();
    const account = await connectAccount(owner, "bluesky");
    const ctx = tenantCtxFor(owner.companyId);
    const count = () => adminDb().inboxItem.count({ where: { companyId: owner.companyId } });
    const before = fakes.bluesky.server.received("inbox").length;
    fakes.bluesky.addNotifications(2_500);

    // 12 pages: one batch of 1,000 and the 200 after it, stored before the run ends.
    expect(await syncAccountInbox(ctx, account.id, { maxPages: 12 })).toBe(1_200);
    expect(await count()).toBe(1_200);
    expect(fakes.bluesky.server.received("inbox").length - before).toBe(12);
    const state = await adminDb().inboxSyncState.findFirstOrThrow({ where: { socialAccountId: account.id } });
    expect(state.backfillCursor).not.toBeNull();
    expect(state.backfillDoneAt).toBeNull();

    // The next run reads the new items from the top (none), then the rest of the backfill.
    expect(await syncAccountInbox(ctx, account.id)).toBe(1_300);
    expect(await count()).toBe(2_500);
    const done = await adminDb().inboxSyncState.findFirstOrThrow({ where: { socialAccountId: account.id } });
    expect(done.backfillDoneAt).not.toBeNull();
    expect(await syncAccountInbox(ctx, account.id)).toBe(0);
    const distinct = await adminDb().inboxItem.groupBy({
      by: ["platformItemId"],
      where: { companyId: owner.companyId },
      _count: true,
    });
    expect(distinct).toHaveLength(2_500);
  });
});
