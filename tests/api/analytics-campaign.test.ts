import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";
import { addAccount, addPost } from "./analytics-fixtures";

describe("campaign analytics read the analytics store", () => {
  it("a post with synced numbers counts them instead of its ContentMetric rows; other posts keep theirs", async () => {
    const owner = await signUp();
    const campaign = (await api.post("/api/campaigns", { token: owner.token, body: { name: "Spring" } })).body;
    const x = await addAccount(owner.companyId, "twitter");
    const occurrenceId = await addPost(x, "2026-03-02T10:00:00Z", {
      impressions: 1000,
      likes: 50,
      comments: 10,
      shares: 5,
      clicks: 20,
      views: 300,
    });
    const occurrence = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: occurrenceId } });
    await adminDb().socialPost.update({ where: { id: occurrence.sourcePostId }, data: { campaignId: campaign.id } });
    // Stale numbers from before the store: replaced by the synced ones.
    await adminDb().contentMetric.create({
      data: {
        companyId: owner.companyId,
        campaignId: campaign.id,
        contentType: "social_post",
        contentId: occurrence.sourcePostId,
        platform: "twitter",
        impressions: 7,
        likes: 7,
      },
    });
    const other = await adminDb().socialPost.create({
      data: { companyId: owner.companyId, campaignId: campaign.id, content: "Older", status: "PUBLISHED" },
    });
    await adminDb().contentMetric.create({
      data: {
        companyId: owner.companyId,
        campaignId: campaign.id,
        contentType: "social_post",
        contentId: other.id,
        platform: "linkedin",
        impressions: 100,
        likes: 4,
        comments: 1,
        shares: 0,
        clicks: 2,
        views: 50,
      },
    });

    const res = await api.get(`/api/campaigns/${campaign.id}/analytics`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      totalImpressions: 1100,
      totalLikes: 54,
      totalComments: 11,
      totalShares: 5,
      totalClicks: 22,
      totalViews: 350,
      totalEngagement: 70,
      engagementRate: 6.36,
      byPlatform: [
        { platform: "linkedin", impressions: 100, engagement: 5, contentCount: 1 },
        { platform: "twitter", impressions: 1000, engagement: 65, contentCount: 1 },
      ],
    });
  });
});
