import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import type { SocialFakes } from "@/tests/fakes/social/index";
import { PINTEREST_FAKE_BOARDS } from "@/tests/fakes/social/pinterest/server";
import { api } from "../helpers/app";
import { uploadAsset } from "../helpers/media";
import { connectOAuth, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/**
 * Pinterest end to end through the app: connect through the fake OAuth (the first board becomes the
 * account), pin an image with the text's link, refuse at schedule time a post without an image, and
 * connect another board of the same login through the account choices.
 */
let fakes: SocialFakes;
let owner: TestUser;
let accountId: string;

beforeAll(async () => {
  fakes = await socialFakes();
  owner = await signUp();
  const { callback } = await connectOAuth(owner, "pinterest");
  expect(callback.status).toBe(200);
  accountId = callback.body.account.id;
});

describe("Pinterest through the app", () => {
  it("connects the login's first board as the account", async () => {
    const row = await adminDb().socialAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(row).toMatchObject({
      platform: "pinterest",
      externalId: PINTEREST_FAKE_BOARDS[0].id,
      username: "reachcafe",
    });
  });

  it("pins an image on the board, the text's first link as the Pin's destination", async () => {
    const asset = (await uploadAsset(owner.token)).body;
    const res = await api.post("/api/social/pinterest/publish", {
      token: owner.token,
      body: { content: "Our bread recipe https://reach.example/bread", mediaAssetIds: [asset.id ?? asset.asset.id] },
    });
    expect(res.status).toBe(200);
    const pin = fakes.pinterest.pins.get(res.body.platformPostId)!;
    expect(pin).toMatchObject({
      boardId: PINTEREST_FAKE_BOARDS[0].id,
      description: "Our bread recipe https://reach.example/bread",
      link: "https://reach.example/bread",
    });
    expect(pin.image.length).toBeGreaterThan(0);
    expect(res.body.platformPostUrl).toBe(`https://www.pinterest.com/pin/${pin.id}/`);
  });

  it("refuses at schedule time a post without an image, naming the network", async () => {
    const res = await api.post("/api/social-posts/scheduled", {
      token: owner.token,
      body: {
        content: "Words only",
        platforms: ["pinterest"],
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.mediaAssetIds).toMatch(/Pinterest: An image is required/);
  });

  it("lists the login's boards and connects another one as an account of its own", async () => {
    const path = `/api/social/accounts/${accountId}/choices`;
    const listed = await api.get(path, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.choices).toEqual([
      expect.objectContaining({ id: PINTEREST_FAKE_BOARDS[0].id, name: "Recipes", connected: true }),
      expect.objectContaining({ id: PINTEREST_FAKE_BOARDS[1].id, name: "Our cafe", connected: false }),
    ]);
    const chosen = await api.post(path, { token: owner.token, body: { choiceId: PINTEREST_FAKE_BOARDS[1].id } });
    expect(chosen.status).toBe(201);
    expect(chosen.body.account).toMatchObject({ platform: "pinterest", displayName: "Our cafe" });
    const unknown = await api.post(path, { token: owner.token, body: { choiceId: "1" } });
    expect(unknown.status).toBe(400);
  });
});
