import { randomUUID } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { beforeAll, describe, expect, it } from "vitest";
import { generateReport } from "@/inngest/functions/reports/generate-report";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { MAX_ATTEMPTS, publishDue } from "@/lib/scheduling/publish-due";
import { deliverChatMessage } from "@/lib/teamchat/deliver-chat-message";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { api } from "../helpers/app";
import { chatFakes, connectDiscord, type ChatFakes } from "../helpers/chat-fakes";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

// issue 27's sources besides approvals, each through its own code path into a team chat (Discord,
// which a connection sends every kind to): a post that failed for good (publishing), a report that
// is ready (reports), a new inbox item needing action (the inbox's newComment).
let chats: ChatFakes;
let social: SocialFakes;
beforeAll(async () => {
  // In this order: the chat fakes add the Discord fake to the hosts the social fakes let through.
  social = await socialFakes();
  chats = await chatFakes();
});

async function companyWithDiscord() {
  const owner = await signUp({ timeZone: "UTC" });
  const { hook, connection } = await connectDiscord(owner);
  return { owner, hook, connectionId: connection.id as string };
}

/** The deliveries of one kind for the connection, each sent now; answers what Discord received. */
async function delivered(owner: TestUser, connectionId: string, kind: string) {
  const rows = await adminDb().chatDelivery.findMany({ where: { companyId: owner.companyId, connectionId, kind } });
  expect(rows.length, `${kind} deliveries`).toBeGreaterThan(0);
  for (const row of rows) expect(await deliverChatMessage(tenantCtxFor(owner.companyId), row.id)).toBe("sent");
  return chats.discord.posted.slice(-rows.length).map((p) => p.embeds[0]);
}

describe("team chat sources", { timeout: 90_000 }, () => {
  it("a post that failed for good reaches the chat as postFailed, naming the cause", async () => {
    const { owner, hook, connectionId } = await companyWithDiscord();
    await connectAccount(owner, "mastodon");
    const scheduled = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: { content: `always 500 ${randomUUID().slice(0, 8)}`, platforms: ["mastodon"], scheduledAt: new Date() },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    const id = scheduled.body.occurrenceId as string;
    // The HTTP client tries a 5xx three times within one attempt.
    social.mastodon.server.fail("server_error", "publish", 3 * MAX_ATTEMPTS);
    let at = new Date();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await publishDue(tenantCtxFor(owner.companyId), id, at);
      const row = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id } });
      if (row.nextAttemptAt) at = row.nextAttemptAt;
    }
    const [embed] = await delivered(owner, connectionId, "postFailed");
    expect(embed).toMatchObject({
      title: "A post to Mastodon failed",
      description: expect.stringMatching(/Mastodon could not be reached/),
      url: expect.stringMatching(/\/calendar$/),
    });
    expect(chats.discord.posted.at(-1)!.webhookId).toBe(hook.id);
  });

  it("a report whose file is ready reaches the chat as reportReady, linking to the report", async () => {
    const { owner, connectionId } = await companyWithDiscord();
    const report = await api.post("/api/reports", {
      token: owner.token,
      body: {
        name: "Weekly for Northwind",
        reportType: "content",
        dateRange: { preset: "last_7_days" },
        format: "csv",
      },
    });
    expect(report.status, report.text).toBe(201);
    const started = await api.post(`/api/reports/${report.body.id}/generate`, { token: owner.token });
    expect(started.status, started.text).toBe(202);
    const event = {
      name: "reports/job.requested",
      data: { companyId: owner.companyId, jobId: started.body.jobId },
    } as never;
    await new InngestTestEngine({ function: generateReport, events: [event] }).execute();
    const [embed] = await delivered(owner, connectionId, "reportReady");
    expect(embed).toMatchObject({
      title: "Report ready: Weekly for Northwind",
      url: expect.stringMatching(`/reports/${report.body.id}$`),
    });
  });

  it("a new inbox item needing an answer reaches the chat as newComment; one needing none does not", async () => {
    const { owner, connectionId } = await companyWithDiscord();
    const account = await connectAccount(owner, "bluesky");
    const author = { id: "did:plc:someone", username: "someone.bsky.fake", displayName: "Some One", avatarUrl: null };
    const item = (text: string, kind: "mention" | "reply" = "mention") => ({
      id: `at://did:plc:someone/app.bsky.feed.post/${randomUUID()}`,
      kind,
      text,
      createdAt: new Date(),
      url: null,
      author,
      subjectPostId: null,
    });
    await storeInboxItems(tenantCtxFor(owner.companyId), account.id, [
      item("Where is my order? This is terrible"),
      // A friendly comment (no question, nothing negative) needs no answer.
      item("Love it", "reply"),
    ]);
    const embeds = await delivered(owner, connectionId, "newComment");
    expect(embeds).toHaveLength(1);
    expect(embeds[0]).toMatchObject({
      title: "Some One on Bluesky",
      description: "Where is my order? This is terrible",
      url: expect.stringMatching(/\/inbox\?item=/),
    });
  });
});
