import type { BadgeTone } from "@/components/ui/badge";
import type { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from "@/lib/campaigns/contracts";

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const STATUS_LABEL: Record<CampaignStatus, string> = {
  DRAFT: "Draft",
  ACTIVE: "Active",
  PAUSED: "Paused",
  COMPLETED: "Completed",
};
export const STATUS_TONE: Record<CampaignStatus, BadgeTone> = {
  DRAFT: "neutral",
  ACTIVE: "success",
  PAUSED: "warning",
  COMPLETED: "brand",
};
export const STATUS_DOT: Record<CampaignStatus, string> = {
  DRAFT: "bg-zinc-400",
  ACTIVE: "bg-emerald-500",
  PAUSED: "bg-amber-500",
  COMPLETED: "bg-brand-500",
};

export const TYPE_LABEL: Record<CampaignType, string> = {
  ONE_TIME: "One-time",
  RECURRING: "Recurring",
  EVERGREEN: "Evergreen",
};
export const TYPE_DESCRIPTION: Record<CampaignType, string> = {
  ONE_TIME: "A launch or event with fixed dates",
  RECURRING: "Repeats, e.g. a monthly newsletter push",
  EVERGREEN: "Always on, no end date",
};
