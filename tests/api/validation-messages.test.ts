import { describe, expect, it } from "vitest";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";

/** 400 details say what to send, in the words a person reads (decisions.md "Errors"). */
describe("validation messages through the API", () => {
  it("?limit over the maximum states the maximum", async () => {
    const user = await signUp();
    const campaigns = await api.get("/api/campaigns", { token: user.token, query: { limit: 1000 } });
    expect(campaigns.status).toBe(400);
    expect(campaigns.body).toEqual({ error: "Validation failed", details: { limit: "must be at most 100" } });

    const tokens = await api.get("/api/auth/tokens", { token: user.token, query: { limit: 1000, offset: -1 } });
    expect(tokens.body).toEqual({
      error: "Validation failed",
      details: { limit: "must be at most 100", offset: "must be at least 0" },
    });

    const words = await api.get("/api/campaigns", { token: user.token, query: { limit: "ten" } });
    expect(words.body.details).toEqual({ limit: "must be a number" });
  });

  it("?limit far past any safe integer still states the route's own maximum", async () => {
    const user = await signUp();
    for (const [path, max] of [
      ["/api/campaigns", 100],
      ["/api/approvals", 100],
      ["/api/analytics/top-posts", 50],
    ] as const) {
      for (const limit of ["1e20", "99999999999999999999"]) {
        const res = await api.get(path, { token: user.token, query: { limit } });
        expect(res.status, `${path}?limit=${limit}`).toBe(400);
        expect(res.body.details, `${path}?limit=${limit}`).toEqual({ limit: `must be at most ${max}` });
      }
    }
  });

  it("a missing required field is required; nothing is created", async () => {
    const user = await signUp();
    const res = await api.post("/api/campaigns", { token: user.token, body: { goal: "Launch" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Validation failed", details: { name: "is required" } });

    const post = await api.post("/api/social-posts", { token: user.token, body: {} });
    expect(post.body.details).toMatchObject({ content: "is required", platforms: "is required" });

    const list = await api.get("/api/campaigns", { token: user.token });
    expect(list.body.total).toBe(0);
  });

  it("a wrong type says what was expected and what came", async () => {
    const user = await signUp();
    const res = await api.post("/api/campaigns", { token: user.token, body: { name: 42, startsAt: "next week" } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      name: "must be a string, not a number",
      startsAt: "must be an ISO 8601 date-time with a time zone, e.g. 2025-01-31T09:00:00Z",
    });

    const post = await api.post("/api/social-posts", {
      token: user.token,
      body: { content: "Hi", platforms: "twitter" },
    });
    expect(post.body.details).toEqual({ platforms: "must be a list, not a string" });
  });

  it("an unknown enum value lists the accepted ones", async () => {
    const user = await signUp();
    const res = await api.post("/api/campaigns", { token: user.token, body: { name: "Spring", type: "weekly" } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ type: "must be one of ONE_TIME, RECURRING, EVERGREEN" });

    const post = await api.post("/api/social-posts", {
      token: user.token,
      body: { content: "Hi", platforms: ["myspace"] },
    });
    expect(post.body.details).toEqual({
      "platforms.0":
        "must be one of twitter, linkedin, facebook, instagram, youtube, tiktok, threads, bluesky, pinterest, mastodon",
    });
  });

  it("an id that is not a UUID says so", async () => {
    const user = await signUp();
    const res = await api.get("/api/campaigns/not-an-id", { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ id: "must be a UUID" });
  });
});
