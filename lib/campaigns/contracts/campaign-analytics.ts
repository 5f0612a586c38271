import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams } from "@/lib/api/schemas";
import { campaignContract } from "./shared";

export const CampaignAnalyticsDTO = z.object({
  totalViews: z.number(),
  totalImpressions: z.number(),
  totalLikes: z.number(),
  totalComments: z.number(),
  totalShares: z.number(),
  totalClicks: z.number(),
  totalEngagement: z.number().describe("likes + comments + shares"),
  engagementRate: z.number().describe("totalEngagement / totalImpressions × 100, 2 decimals; 0 without impressions"),
  contentCount: z.number().int().describe("Posts, blogs and scripts linked to the campaign"),
  publishedCount: z.number().int().describe("Published social posts and blog posts"),
  byPlatform: z.array(
    z.object({
      platform: z.string(),
      views: z.number(),
      impressions: z.number(),
      engagement: z.number(),
      contentCount: z.number().int(),
    }),
  ),
  byContentType: z.array(
    z.object({
      contentType: z.enum(["social_post", "blog_post", "video_script"]),
      count: z.number().int(),
      views: z.number(),
      engagement: z.number(),
    }),
  ),
});
export type CampaignAnalytics = z.input<typeof CampaignAnalyticsDTO>;

export const getCampaignAnalytics = contract({
  ...campaignContract,
  method: "GET",
  path: "/api/campaigns/:id/analytics",
  summary: "Aggregated metrics of the campaign's content",
  permission: "analytics:view",
  params: idParams,
  response: CampaignAnalyticsDTO,
  errors: [404],
});
