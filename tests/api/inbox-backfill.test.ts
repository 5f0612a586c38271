import { randomUUID } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { backfillNewInboxes, syncInboxes } from "@/inngest/functions/inbox/sync-inboxes";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp } from "../helpers/users";

const DAY_MS = 86_400_000;
const cron = (schedule: string): [{ name: string; data: { cron: string } }] => [
  { name: "inngest/scheduled.timer", data: { cron: schedule } },
];
// A fresh engine per run: an engine remembers step results between its executions.
const runBackfill = () => new InngestTestEngine({ function: backfillNewInboxes, events: cron("* * * * *") }).execute();
const runSync = () => new InngestTestEngine({ function: syncInboxes, events: cron("*/5 * * * *") }).execute();

// Its own file: the mentions from last week stay on this process's fake Bluesky.
let accountId: string;
let token: string;

describe("a newly connected account backfills its history, then syncs every 5 minutes", () => {
  it("the minute after connecting, mentions from the last days are in the inbox; the 5-minute sync goes on from there", async () => {
    const fakes = await socialFakes();
    const owner = await signUp();
    const lastWeek = `from last week ${randomUUID()}`;
    const yesterday = `from yesterday ${randomUUID()}`;
    fakes.bluesky.addMention(lastWeek, { at: new Date(Date.now() - 8 * DAY_MS) });
    fakes.bluesky.addMention(yesterday, { at: new Date(Date.now() - DAY_MS) });
    const account = await connectAccount(owner, "bluesky");
    accountId = account.id;
    token = owner.token;

    await runBackfill();
    const inbox = await api.get("/api/inbox", { token: owner.token, query: { search: "from last" } });
    expect(inbox.body.items.map((i: { content: string }) => i.content)).toEqual([lastWeek]);
    expect((await api.get("/api/inbox", { token: owner.token, query: { search: yesterday } })).body.total).toBe(1);
    const state = await adminDb().inboxSyncState.findUniqueOrThrow({ where: { socialAccountId: account.id } });
    expect(state.backfillDoneAt).not.toBeNull();
    expect(state.newestItemAt).not.toBeNull();

    // Backfilled once: the next minute's run leaves the account to the 5-minute sync.
    await runBackfill();
    const after = await adminDb().inboxSyncState.findUniqueOrThrow({ where: { socialAccountId: account.id } });
    expect(after.lastSyncedAt).toEqual(state.lastSyncedAt);
  });

  it("the 5-minute sync stores what arrived since, once; an account the network asked to wait is left until then", async () => {
    const fakes = await socialFakes();
    const text = `since the backfill ${randomUUID()}`;
    fakes.bluesky.addMention(text);
    await runSync();
    await runSync();
    expect((await api.get("/api/inbox", { token, query: { search: text } })).body.total).toBe(1);

    const waitUntil = new Date(Date.now() + 600_000);
    await adminDb().inboxSyncState.update({ where: { socialAccountId: accountId }, data: { retryAfter: waitUntil } });
    const before = await adminDb().inboxSyncState.findUniqueOrThrow({ where: { socialAccountId: accountId } });
    const later = `while waiting ${randomUUID()}`;
    fakes.bluesky.addMention(later);
    await runSync();
    const after = await adminDb().inboxSyncState.findUniqueOrThrow({ where: { socialAccountId: accountId } });
    expect(after.lastSyncedAt).toEqual(before.lastSyncedAt);
    expect((await api.get("/api/inbox", { token, query: { search: later } })).body.total).toBe(0);
  });
});
