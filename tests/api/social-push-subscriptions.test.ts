import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { openTokens } from "@/lib/integrations/social";
import { renewPushSubscriptions } from "@/lib/social/push-subscriptions-admin";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { META_FAKE_PAGES } from "@/tests/fakes/social/meta/server";
import { X_FAKE_USER, X_FAKE_WEBHOOK_ID } from "@/tests/fakes/social/x/server";
import { api } from "../helpers/app";
import { connectOAuth, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/**
 * decisions.md "Inbox": webhook subscriptions are made when an account connects. Facebook pages
 * install the app with the page fields the inbox reads (feed, messages), an Instagram account's
 * linked page installs it (Instagram's own fields are the app's), and an X user is subscribed to the
 * app's Account Activity webhook; each with the account's own token. A refused subscription leaves
 * the account connected (the scheduled sync still reads it).
 */
let fakes: SocialFakes;
let owner: TestUser;
const PAGE = META_FAKE_PAGES[0];

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
});

async function connect(platform: "facebook" | "instagram" | "twitter") {
  const { callback } = await connectOAuth(owner, platform);
  expect(callback.status).toBe(200);
  const row = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: callback.body.account.id } });
  const token = openTokens(row.id, {
    accessToken: row.accessToken!,
    refreshToken: row.refreshToken,
    expiresAt: row.tokenExpiresAt,
    scopes: row.scopes,
  }).accessToken;
  return { row, token };
}

/** The subscription calls a fake received while `work` ran. */
async function subscriptionCalls(fake: "meta" | "x", work: () => Promise<unknown>) {
  const server = fakes[fake].server;
  const before = server.received("subscribe-webhooks").length;
  await work();
  return server.received("subscribe-webhooks").slice(before);
}

describe("webhook subscriptions on connect", () => {
  it("Facebook: installs the app on the page with feed and messages, with the page's token", async () => {
    let connected!: Awaited<ReturnType<typeof connect>>;
    const calls = await subscriptionCalls("meta", async () => (connected = await connect("facebook")));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe("POST");
    expect(calls[0].path).toBe(`/v24.0/${PAGE.id}/subscribed_apps`);
    expect(calls[0].query.get("subscribed_fields")).toBe("feed,messages");
    expect(calls[0].headers.authorization).toBe(`Bearer ${connected.token}`);
    expect(fakes.meta.pageSubscriptions.get(PAGE.id)).toEqual(["feed", "messages"]);
  });

  it("Facebook: another page of the login, connected from the choices, is installed on too", async () => {
    const first = await adminDb().socialAccount.findFirstOrThrow({
      where: { companyId: owner.companyId, platform: "facebook", externalId: PAGE.id },
    });
    const other = META_FAKE_PAGES[1];
    const calls = await subscriptionCalls("meta", async () => {
      const res = await api.post(`/api/social/accounts/${first.id}/choices`, {
        token: owner.token,
        body: { choiceId: other.id },
      });
      expect(res.status).toBe(201);
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe(`/v24.0/${other.id}/subscribed_apps`);
    expect(calls[0].query.get("subscribed_fields")).toBe("feed,messages");
    expect(fakes.meta.pageSubscriptions.get(other.id)).toEqual(["feed", "messages"]);
  });

  it("Instagram: installs the app on the linked page, with that page's token", async () => {
    fakes.meta.pageSubscriptions.clear();
    let connected!: Awaited<ReturnType<typeof connect>>;
    const calls = await subscriptionCalls("meta", async () => (connected = await connect("instagram")));
    expect(connected.row.externalId).toBe(PAGE.instagram!.id);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe("POST");
    expect(calls[0].path).toBe(`/v24.0/${PAGE.id}/subscribed_apps`);
    expect(calls[0].query.get("subscribed_fields")).toBe("feed");
    expect(calls[0].headers.authorization).toBe(`Bearer ${connected.token}`);
    expect(fakes.meta.pageSubscriptions.get(PAGE.id)).toEqual(["feed"]);
  });

  it("X: subscribes the user to the configured Account Activity webhook, with the user's token", async () => {
    let connected!: Awaited<ReturnType<typeof connect>>;
    const calls = await subscriptionCalls("x", async () => (connected = await connect("twitter")));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe("POST");
    expect(calls[0].path).toBe(`/2/account_activity/webhooks/${X_FAKE_WEBHOOK_ID}/subscriptions/all`);
    expect(calls[0].headers.authorization).toBe(`Bearer ${connected.token}`);
    expect(fakes.x.webhookSubscriptions.has(X_FAKE_USER.id)).toBe(true);
  });

  it("X without a configured webhook: connects and asks nothing", async () => {
    const saved = process.env.TWITTER_WEBHOOK_ID;
    delete process.env.TWITTER_WEBHOOK_ID;
    try {
      let connected!: Awaited<ReturnType<typeof connect>>;
      const calls = await subscriptionCalls("x", async () => (connected = await connect("twitter")));
      expect(calls).toHaveLength(0);
      expect(connected.row.status).toBe("connected");
    } finally {
      process.env.TWITTER_WEBHOOK_ID = saved;
    }
  });

  it("a refused subscription leaves the account connected", async () => {
    fakes.meta.server.fail("rate_limited", "subscribe-webhooks");
    const facebook = await subscriptionCalls("meta", async () => {
      const { row } = await connect("facebook");
      expect(row).toMatchObject({ status: "connected", statusReason: null });
    });
    expect(facebook).toHaveLength(1);

    // Every attempt answered 500 (the client retries a subscription: asking again is harmless).
    fakes.x.server.fail("server_error", "subscribe-webhooks", 3);
    const x = await subscriptionCalls("x", async () => {
      const { row } = await connect("twitter");
      expect(row).toMatchObject({ status: "connected", statusReason: null });
    });
    expect(x).toHaveLength(3);
  });

  it("the daily renewal asks Meta and X nothing again: their subscriptions do not lapse", async () => {
    const meta = await subscriptionCalls("meta", async () => {
      const x = await subscriptionCalls("x", () => renewPushSubscriptions());
      expect(x).toHaveLength(0);
    });
    expect(meta).toHaveLength(0);
  });
});
