import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { timestamp, uuid } from "@/lib/api/schemas";
import { SOCIAL_ACCOUNT_STATUSES } from "./dtos";
import { platformParams, TAG } from "./shared";

const count = z.number().int().nullable();

export const PostAnalyticsDTO = z.object({
  postId: uuid.describe("The occurrence id"),
  platform: z.string(),
  platformPostId: z.string(),
  views: count,
  impressions: count,
  likes: count,
  comments: count,
  shares: count,
  clicks: count,
  fetchedAt: timestamp,
});

export const postAnalytics = contract({
  method: "GET",
  path: "/api/social/:platform/analytics/:postId",
  tag: TAG,
  summary: "Live metrics of one published post, read from the network",
  description:
    "postId is an occurrence id or a social post id (its latest published occurrence on this platform). Numbers the network does not report are null. Not published on this platform: 404. The network failing: 502 {error, message}.",
  permission: "analytics:view",
  params: platformParams.extend({ postId: uuid }),
  response: PostAnalyticsDTO,
  errors: [404, 502, 503],
});

const AccountMetricsDTO = z.object({
  accountId: uuid,
  platform: z.string(),
  username: z.string(),
  displayName: z.string(),
  status: z.enum(SOCIAL_ACCOUNT_STATUSES),
  followers: count,
  following: count,
  posts: count,
  publishedPosts: z.number().int().describe("Posts this app published to the account"),
  fetchedAt: timestamp.nullable(),
  error: z.string().nullable().describe("Why the numbers could not be read, in plain words"),
});

export const SocialDashboardDTO = z.object({
  totals: z.object({
    accounts: z.number().int(),
    followers: z.number().int(),
    publishedPosts: z.number().int(),
  }),
  accounts: z.array(AccountMetricsDTO),
  fetchedAt: timestamp,
});

export const socialDashboard = contract({
  method: "GET",
  path: "/api/social/analytics/dashboard",
  tag: TAG,
  summary: "Followers and published posts across the company's connected accounts",
  description:
    "Read live from each network for every connected account (one failing network leaves its numbers null with `error`, the others still count).",
  permission: "analytics:view",
  response: SocialDashboardDTO,
});
