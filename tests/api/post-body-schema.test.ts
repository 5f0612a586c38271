import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { connectAccount, socialFakes } from "../helpers/social-fakes";
import { signUp, type TestUser } from "../helpers/users";

/** POST /api/social-posts and POST /api/social-posts/scheduled read text and platforms with one schema: same input, same answer. */
let owner: TestUser;

beforeAll(async () => {
  await socialFakes();
  owner = await signUp();
  await connectAccount(owner, "bluesky");
});

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const endpoints = {
  "social post": (body: object) => api.post("/api/social-posts", { token: owner.token, body }),
  "scheduled post": (body: object) =>
    api.post("/api/social-posts/scheduled", { token: owner.token, body: { scheduledAt: inHours(2), ...body } }),
};

describe.each(Object.entries(endpoints))("%s body", (_name, post) => {
  it("one network named twice, in either case, is one network", async () => {
    const content = unique("twice");
    const res = await post({ content, platforms: ["Bluesky", "bluesky", "BLUESKY"] });
    expect(res.status, res.text).toBe(201);
    const stored = await adminDb().socialPost.findFirstOrThrow({ where: { companyId: owner.companyId, content } });
    expect(stored.platforms).toEqual(["bluesky"]);
  });

  it.each([
    ["no platform", { platforms: [] }, "platforms", "at least one"],
    ["an unknown platform", { platforms: ["myspace"] }, "platforms.0", "must be one of twitter"],
    ["blank text", { content: "   ", platforms: ["bluesky"] }, "content", "must not be empty"],
    [
      "text longer than any network takes",
      { content: "a".repeat(63_207), platforms: ["bluesky"] },
      "content",
      "at most 63206",
    ],
  ])("%s: 400 with the same message", async (_label, body, field, message) => {
    const res = await post({ content: unique("bad"), ...body });
    expect(res.status, res.text).toBe(400);
    expect(res.body.details[field]).toContain(message);
  });
});
