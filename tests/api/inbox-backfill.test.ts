import { randomUUID } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { backfillNewInboxes } from "@/inngest/functions/inbox/sync-inboxes";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp } from "../helpers/users";

const DAY_MS = 86_400_000;
const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "* * * * *" } };
// A fresh engine per run: an engine remembers step results between its executions.
const runBackfill = () => new InngestTestEngine({ function: backfillNewInboxes, events: [cronEvent] }).execute();

// Its own file: the mentions from last week stay on this process's fake Bluesky.
describe("a newly connected account backfills its history", () => {
  it("the minute after connecting, mentions from the last days are in the inbox; the 5-minute sync goes on from there", async () => {
    const fakes = await socialFakes();
    const owner = await signUp();
    const lastWeek = `from last week ${randomUUID()}`;
    const yesterday = `from yesterday ${randomUUID()}`;
    fakes.bluesky.addMention(lastWeek, { at: new Date(Date.now() - 8 * DAY_MS) });
    fakes.bluesky.addMention(yesterday, { at: new Date(Date.now() - DAY_MS) });
    const account = await connectAccount(owner, "bluesky");

    await runBackfill();
    const inbox = await api.get("/api/inbox", { token: owner.token, query: { search: "from last" } });
    expect(inbox.body.items.map((i: { content: string }) => i.content)).toEqual([lastWeek]);
    expect((await api.get("/api/inbox", { token: owner.token, query: { search: yesterday } })).body.total).toBe(1);
    const state = await adminDb().inboxSyncState.findUniqueOrThrow({ where: { socialAccountId: account.id } });
    expect(state.backfillDoneAt).not.toBeNull();
    expect(state.newestItemAt).not.toBeNull();

    // Backfilled once: the next minute's run leaves the account to the 5-minute sync.
    const asked = fakes.bluesky.server.received("inbox").length;
    await runBackfill();
    const after = await adminDb().inboxSyncState.findUniqueOrThrow({ where: { socialAccountId: account.id } });
    expect(after.lastSyncedAt).toEqual(state.lastSyncedAt);
    expect(fakes.bluesky.server.received("inbox").length).toBe(asked);
  });
});
