import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";

async function newCampaign(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await api.post("/api/campaigns", { token: user.token, body: { name: "Campaign", ...body } });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body as { id: string; updatedAt: string };
}

/** Content written directly: these tests are about the campaign endpoints, not the content API. */
function seed(user: TestUser, campaignId: string) {
  const owned = { companyId: user.companyId, campaignId };
  return {
    post: (data: {
      content: string;
      status?: "DRAFT" | "SCHEDULED" | "PUBLISHED";
      platforms?: string[];
      scheduledAt?: Date;
      publishedAt?: Date;
      createdAt?: Date;
    }) => adminDb().socialPost.create({ data: { platforms: ["twitter"], ...data, ...owned } }),
    blog: (data: {
      title: string;
      slug: string;
      markdownBody?: string;
      status?: "DRAFT" | "PUBLISHED";
      publishedAt?: Date;
      createdAt?: Date;
    }) => adminDb().blogPost.create({ data: { ...data, ...owned } }),
    script: (data: { title: string; script?: string; platform?: string; createdAt?: Date }) =>
      adminDb().videoScript.create({ data: { ...data, ...owned } }),
  };
}

describe("campaign content listing", () => {
  it("lists posts, blogs and scripts as content items, newest first", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    const add = seed(user, campaign.id);
    const post = await add.post({
      content: "Hello",
      platforms: ["linkedin", "twitter"],
      status: "SCHEDULED",
      scheduledAt: new Date("2026-12-01T10:00:00Z"),
      createdAt: new Date("2026-01-03T00:00:00Z"),
    });
    const blog = await add.blog({
      title: "Guide",
      slug: "guide",
      status: "PUBLISHED",
      publishedAt: new Date("2026-01-05T00:00:00Z"),
      createdAt: new Date("2026-01-02T00:00:00Z"),
    });
    const script = await add.script({ title: "Reel", platform: "tiktok", createdAt: new Date("2026-01-01T00:00:00Z") });
    await adminDb().socialPost.create({ data: { companyId: user.companyId, content: "Unlinked" } });

    const res = await api.get(`/api/campaigns/${campaign.id}/content`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: post.id,
        type: "social",
        platform: "linkedin",
        platforms: ["linkedin", "twitter"],
        content: "Hello",
        status: "SCHEDULED",
        scheduledAt: "2026-12-01T10:00:00.000Z",
        publishedAt: null,
        createdAt: "2026-01-03T00:00:00.000Z",
      },
      {
        id: blog.id,
        type: "blog",
        title: "Guide",
        status: "PUBLISHED",
        scheduledAt: null,
        publishedAt: "2026-01-05T00:00:00.000Z",
        createdAt: "2026-01-02T00:00:00.000Z",
      },
      {
        id: script.id,
        type: "script",
        platform: "tiktok",
        title: "Reel",
        status: "draft",
        scheduledAt: null,
        publishedAt: null,
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    ]);
  });

  it("an empty campaign lists nothing", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    expect((await api.get(`/api/campaigns/${campaign.id}/content`, { token: user.token })).body).toEqual([]);
  });
});

describe("campaign delete", () => {
  it("deletes a campaign with no content without an action", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    const res = await api.delete(`/api/campaigns/${campaign.id}`, { token: user.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await api.get(`/api/campaigns/${campaign.id}`, { token: user.token })).status).toBe(404);
  });

  it("asks for an action when the campaign has content", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    await seed(user, campaign.id).post({ content: "Draft" });
    const res = await api.delete(`/api/campaigns/${campaign.id}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ action: expect.any(String) });
    expect((await api.get(`/api/campaigns/${campaign.id}`, { token: user.token })).status).toBe(200);
  });

  it("delete_all deletes the campaign and all its draft content", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    const add = seed(user, campaign.id);
    const post = await add.post({
      content: "Draft",
      status: "SCHEDULED",
      scheduledAt: new Date("2027-01-01T00:00:00Z"),
    });
    const blog = await add.blog({ title: "B", slug: "b" });
    const script = await add.script({ title: "S" });
    const res = await api.delete(`/api/campaigns/${campaign.id}`, {
      token: user.token,
      query: { action: "delete_all" },
    });
    expect(res.status).toBe(204);
    expect(await adminDb().socialPost.findUnique({ where: { id: post.id } })).toBeNull();
    expect(await adminDb().blogPost.findUnique({ where: { id: blog.id } })).toBeNull();
    expect(await adminDb().videoScript.findUnique({ where: { id: script.id } })).toBeNull();
  });

  it("refuses delete_all (and no action) with 409 and publishedCount while published content exists", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    const add = seed(user, campaign.id);
    await add.post({ content: "Live", status: "PUBLISHED", publishedAt: new Date() });
    await add.blog({ title: "Live blog", slug: "live", status: "PUBLISHED", publishedAt: new Date() });
    await add.post({ content: "Draft" });
    for (const query of [{ action: "delete_all" }, {}]) {
      const res = await api.delete(`/api/campaigns/${campaign.id}`, { token: user.token, query });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: "PUBLISHED_CONTENT_EXISTS", message: expect.any(String), publishedCount: 2 });
    }
    expect(await adminDb().socialPost.count({ where: { campaignId: campaign.id } })).toBe(2);
  });

  it("move_content moves every item (published included) to the target, then deletes the campaign", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    const target = await newCampaign(user, { name: "Target" });
    const add = seed(user, campaign.id);
    const live = await add.post({ content: "Live", status: "PUBLISHED", publishedAt: new Date() });
    const blog = await add.blog({ title: "B", slug: "b" });
    const script = await add.script({ title: "S" });
    const res = await api.delete(`/api/campaigns/${campaign.id}`, {
      token: user.token,
      query: { action: "move_content", moveToCampaignId: target.id },
    });
    expect(res.status).toBe(204);
    expect((await api.get(`/api/campaigns/${campaign.id}`, { token: user.token })).status).toBe(404);
    const moved = await api.get(`/api/campaigns/${target.id}/content`, { token: user.token });
    expect(moved.body.map((i: { id: string }) => i.id).sort()).toEqual([live.id, blog.id, script.id].sort());
  });

  it("move_content needs a valid target of the same company", async () => {
    const user = await signUp();
    const other = await signUp();
    const campaign = await newCampaign(user);
    const foreign = await newCampaign(other);
    await seed(user, campaign.id).post({ content: "Keep me" });
    const del = (query: Record<string, string>) =>
      api.delete(`/api/campaigns/${campaign.id}`, { token: user.token, query });

    const missing = await del({ action: "move_content" });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual({ moveToCampaignId: expect.any(String) });
    expect((await del({ action: "move_content", moveToCampaignId: "nope" })).status).toBe(400);
    expect((await del({ action: "move_content", moveToCampaignId: campaign.id })).status).toBe(400);
    const stranger = await del({ action: "move_content", moveToCampaignId: foreign.id });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: expect.any(String) });
    expect((await del({ action: "wipe" })).status).toBe(400);
    expect(await adminDb().socialPost.count({ where: { campaignId: campaign.id } })).toBe(1);
  });
});

describe("campaign duplicate", () => {
  it("copies the plan and every item as DRAFT with no dates, and keeps blog slugs unique", async () => {
    const user = await signUp();
    const source = await newCampaign(user, {
      name: "Original",
      brief: "Brief",
      goal: "Goal",
      type: "RECURRING",
      context: { tone: "Bold" },
    });
    await api.put(`/api/campaigns/${source.id}`, { token: user.token, body: { status: "ACTIVE" } });
    await api.post(`/api/campaigns/${source.id}/archive`, { token: user.token, body: { archive: true } });
    const add = seed(user, source.id);
    await add.post({
      content: "Scheduled",
      status: "SCHEDULED",
      scheduledAt: new Date("2027-01-01T10:00:00Z"),
      platforms: ["linkedin"],
    });
    await add.post({ content: "Published", status: "PUBLISHED", publishedAt: new Date("2026-01-01T10:00:00Z") });
    await add.blog({
      title: "Guide",
      slug: "guide",
      markdownBody: "# Body",
      status: "PUBLISHED",
      publishedAt: new Date(),
    });
    await adminDb().blogPost.create({ data: { companyId: user.companyId, title: "Taken", slug: "guide-copy" } });
    await add.script({ title: "Reel", script: "Scene 1", platform: "tiktok" });

    const res = await api.post(`/api/campaigns/${source.id}/duplicate`, { token: user.token, body: { name: "Copy" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Copy",
      brief: "Brief",
      goal: "Goal",
      type: "RECURRING",
      status: "DRAFT",
      isArchived: false,
      pausedAt: null,
      completedAt: null,
      context: { tone: "Bold" },
    });
    expect(res.body.id).not.toBe(source.id);

    const copyId = res.body.id;
    const posts = await adminDb().socialPost.findMany({ where: { campaignId: copyId }, orderBy: { content: "asc" } });
    expect(posts.map((p) => [p.content, p.status, p.scheduledAt, p.publishedAt, p.platforms])).toEqual([
      ["Published", "DRAFT", null, null, ["twitter"]],
      ["Scheduled", "DRAFT", null, null, ["linkedin"]],
    ]);
    const blogs = await adminDb().blogPost.findMany({ where: { campaignId: copyId } });
    expect(blogs.map((b) => [b.title, b.slug, b.markdownBody, b.status, b.publishedAt])).toEqual([
      ["Guide", "guide-copy-2", "# Body", "DRAFT", null],
    ]);
    const scripts = await adminDb().videoScript.findMany({ where: { campaignId: copyId } });
    expect(scripts.map((s) => [s.title, s.script, s.platform, s.status])).toEqual([
      ["Reel", "Scene 1", "tiktok", "draft"],
    ]);
    expect(await adminDb().socialPost.count({ where: { campaignId: source.id, status: "SCHEDULED" } })).toBe(1);

    const again = await api.post(`/api/campaigns/${source.id}/duplicate`, {
      token: user.token,
      body: { name: "Copy 2" },
    });
    expect(again.status).toBe(201);
    expect((await adminDb().blogPost.findFirstOrThrow({ where: { campaignId: again.body.id } })).slug).toBe(
      "guide-copy-3",
    );
  });

  it("needs a name", async () => {
    const user = await signUp();
    const source = await newCampaign(user);
    const res = await api.post(`/api/campaigns/${source.id}/duplicate`, { token: user.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ name: expect.any(String) });
  });
});

describe("campaign find-replace", () => {
  async function seeded() {
    const user = await signUp();
    const campaign = await newCampaign(user, { brief: "Big SALE: sale on everything", goal: "Sell via the sale page" });
    const add = seed(user, campaign.id);
    const post = await add.post({ content: "Sale today! sale ends $5.00 (or less)" });
    const untouched = await add.post({ content: "Nothing to see" });
    const blog = await add.blog({ title: "Sale guide", slug: "sale-guide", markdownBody: "Every SALE counts" });
    const script = await add.script({ title: "Sale reel", script: "Say sale twice: sale" });
    return { user, campaign, post, untouched, blog, script };
  }

  it("a dry run counts case-insensitive occurrences over all fields and items and changes nothing", async () => {
    const { user, campaign, post, blog } = await seeded();
    const res = await api.post(`/api/campaigns/${campaign.id}/find-replace`, {
      token: user.token,
      body: { find: "sale", replace: "deal", dryRun: true },
    });
    expect(res.status).toBe(200);
    // brief 2 + goal 1 + post 2 + blog title 1 + body 1 + script title 1 + script 2
    expect(res.body).toEqual({ count: 10, dryRun: true });
    const after = await api.get(`/api/campaigns/${campaign.id}`, { token: user.token });
    expect(after.body.brief).toBe("Big SALE: sale on everything");
    expect(after.body.updatedAt).toBe(campaign.updatedAt);
    expect(await adminDb().socialPost.findUniqueOrThrow({ where: { id: post.id } })).toEqual(post);
    expect(await adminDb().blogPost.findUniqueOrThrow({ where: { id: blog.id } })).toEqual(blog);
  });

  it("replaces every occurrence, touching only records that matched", async () => {
    const { user, campaign, post, untouched, blog, script } = await seeded();
    const res = await api.post(`/api/campaigns/${campaign.id}/find-replace`, {
      token: user.token,
      body: { find: "SALE", replace: "deal" },
    });
    expect(res.body).toEqual({ count: 10, dryRun: false });
    const after = await api.get(`/api/campaigns/${campaign.id}`, { token: user.token });
    expect(after.body).toMatchObject({ brief: "Big deal: deal on everything", goal: "Sell via the deal page" });
    expect((await adminDb().socialPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe(
      "deal today! deal ends $5.00 (or less)",
    );
    expect(await adminDb().socialPost.findUniqueOrThrow({ where: { id: untouched.id } })).toEqual(untouched);
    expect(await adminDb().blogPost.findUniqueOrThrow({ where: { id: blog.id } })).toMatchObject({
      title: "deal guide",
      markdownBody: "Every deal counts",
      slug: "sale-guide",
    });
    expect(await adminDb().videoScript.findUniqueOrThrow({ where: { id: script.id } })).toMatchObject({
      title: "deal reel",
      script: "Say deal twice: deal",
    });
    const none = await api.post(`/api/campaigns/${campaign.id}/find-replace`, {
      token: user.token,
      body: { find: "sale", replace: "deal" },
    });
    expect(none.body).toEqual({ count: 0, dryRun: false });
  });

  it("takes regex-special characters in find literally", async () => {
    const { user, campaign, post } = await seeded();
    const res = await api.post(`/api/campaigns/${campaign.id}/find-replace`, {
      token: user.token,
      body: { find: "$5.00 (or less)", replace: "$1 $&" },
    });
    expect(res.body.count).toBe(1);
    expect((await adminDb().socialPost.findUniqueOrThrow({ where: { id: post.id } })).content).toBe(
      "Sale today! sale ends $1 $&",
    );
    const dot = await api.post(`/api/campaigns/${campaign.id}/find-replace`, {
      token: user.token,
      body: { find: ".*", replace: "", dryRun: true },
    });
    expect(dot.body.count).toBe(0);
  });

  it("validates find and replace", async () => {
    const { user, campaign } = await seeded();
    const empty = await api.post(`/api/campaigns/${campaign.id}/find-replace`, {
      token: user.token,
      body: { find: "", replace: "x" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual({ find: expect.any(String) });
    const noReplace = await api.post(`/api/campaigns/${campaign.id}/find-replace`, {
      token: user.token,
      body: { find: "x" },
    });
    expect(noReplace.body.details).toEqual({ replace: expect.any(String) });
  });
});

describe("campaign analytics", () => {
  it("is all zeros and empty arrays for a campaign with no content", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    const res = await api.get(`/api/campaigns/${campaign.id}/analytics`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalViews: 0,
      totalImpressions: 0,
      totalLikes: 0,
      totalComments: 0,
      totalShares: 0,
      totalClicks: 0,
      totalEngagement: 0,
      engagementRate: 0,
      contentCount: 0,
      publishedCount: 0,
      byPlatform: [],
      byContentType: [],
    });
  });

  it("sums the metrics of the campaign's content only", async () => {
    const user = await signUp();
    const other = await signUp();
    const campaign = await newCampaign(user);
    const sibling = await newCampaign(user, { name: "Sibling" });
    const add = seed(user, campaign.id);
    const p1 = await add.post({ content: "One", status: "PUBLISHED", platforms: ["twitter", "linkedin"] });
    const p2 = await add.post({ content: "Two" });
    const blog = await add.blog({ title: "B", slug: "b", status: "PUBLISHED" });
    await add.script({ title: "S" });
    const elsewhere = await seed(user, sibling.id).post({ content: "Elsewhere" });
    // Another company's row cannot name this campaign (the foreign key is on companyId and campaignId), only the content id.
    const metric = (companyId: string, contentType: string, contentId: string, platform: string, m: number[]) =>
      adminDb().contentMetric.create({
        data: {
          companyId,
          campaignId: companyId === user.companyId ? campaign.id : null,
          contentType,
          contentId,
          platform,
          views: m[0],
          impressions: m[1],
          likes: m[2],
          comments: m[3],
          shares: m[4],
          clicks: m[5],
        },
      });
    await metric(user.companyId, "social_post", p1.id, "twitter", [100, 1000, 10, 5, 2, 7]);
    await metric(user.companyId, "social_post", p1.id, "linkedin", [50, 500, 4, 1, 1, 3]);
    await metric(user.companyId, "social_post", p2.id, "twitter", [20, 300, 1, 0, 0, 1]);
    await metric(user.companyId, "blog_post", blog.id, "blog", [400, 0, 0, 3, 0, 9]);
    // Not this campaign's content, or not this company's rows: left out.
    await metric(user.companyId, "social_post", elsewhere.id, "twitter", [9999, 9999, 9999, 0, 0, 0]);
    await metric(other.companyId, "social_post", p1.id, "facebook", [8888, 8888, 8888, 0, 0, 0]);

    const res = await api.get(`/api/campaigns/${campaign.id}/analytics`, { token: user.token });
    expect(res.status).toBe(200);
    // engagement 10+5+2 + 4+1+1 + 1 + 3 = 27 over 1800 impressions = 1.5 %
    expect(res.body).toEqual({
      totalViews: 570,
      totalImpressions: 1800,
      totalLikes: 15,
      totalComments: 9,
      totalShares: 3,
      totalClicks: 20,
      totalEngagement: 27,
      engagementRate: 1.5,
      contentCount: 4,
      publishedCount: 2,
      byPlatform: [
        { platform: "blog", views: 400, impressions: 0, engagement: 3, contentCount: 1 },
        { platform: "linkedin", views: 50, impressions: 500, engagement: 6, contentCount: 1 },
        { platform: "twitter", views: 120, impressions: 1300, engagement: 18, contentCount: 2 },
      ],
      byContentType: [
        { contentType: "blog_post", count: 1, views: 400, engagement: 3 },
        { contentType: "social_post", count: 2, views: 170, engagement: 24 },
        { contentType: "video_script", count: 1, views: 0, engagement: 0 },
      ],
    });
  });

  it("rounds the engagement rate to two decimals", async () => {
    const user = await signUp();
    const campaign = await newCampaign(user);
    const post = await seed(user, campaign.id).post({ content: "x" });
    await adminDb().contentMetric.create({
      data: {
        companyId: user.companyId,
        contentType: "social_post",
        contentId: post.id,
        platform: "twitter",
        impressions: 3,
        likes: 1,
      },
    });
    expect((await api.get(`/api/campaigns/${campaign.id}/analytics`, { token: user.token })).body.engagementRate).toBe(
      33.33,
    );
  });
});
