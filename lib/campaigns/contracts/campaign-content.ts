import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, timestamp, uuid } from "@/lib/api/schemas";
import { campaignContract } from "./shared";

export const CampaignContentItem = z.object({
  id: uuid,
  type: z.enum(["social", "blog", "script"]),
  platform: z
    .string()
    .nullable()
    .optional()
    .describe("Social items: the first of their platforms; scripts: their platform"),
  platforms: z.array(z.string()).optional().describe("Social items: every platform of the post"),
  content: z.string().optional().describe("Social items"),
  title: z.string().optional().describe("Blog and script items"),
  status: z
    .string()
    .describe("Social and blog: upper-case (DRAFT, SCHEDULED, PUBLISHED…); scripts: lower-case (draft)"),
  scheduledAt: timestamp.nullable(),
  publishedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type CampaignContentItemDTO = z.input<typeof CampaignContentItem>;

export const listCampaignContent = contract({
  ...campaignContract,
  method: "GET",
  path: "/api/campaigns/:id/content",
  summary: "The campaign's social posts, blog posts and video scripts, newest first",
  params: idParams,
  response: z.array(CampaignContentItem),
  errors: [404],
});
