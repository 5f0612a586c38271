import { conflict } from "@/lib/api/errors";
import type { CAMPAIGN_STATUSES } from "./contracts";

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** decisions.md "Campaign status": the only moves a PUT may make. */
const ALLOWED_MOVES: Record<CampaignStatus, readonly CampaignStatus[]> = {
  DRAFT: ["ACTIVE", "COMPLETED"],
  ACTIVE: ["PAUSED", "COMPLETED"],
  PAUSED: ["ACTIVE", "COMPLETED"],
  COMPLETED: [],
};

export function assertStatusMove(from: CampaignStatus, to: CampaignStatus): void {
  if (from === to || ALLOWED_MOVES[from].includes(to)) return;
  const allowed = ALLOWED_MOVES[from];
  throw conflict(
    "INVALID_STATUS_TRANSITION",
    `A ${from} campaign cannot become ${to}` +
      (allowed.length ? `; it can become ${allowed.join(" or ")}` : "; it is finished"),
  );
}

/** The timestamps a real status change sets (resumedAt is set by the resume service). */
export function statusChangeStamps(to: CampaignStatus, now: Date) {
  return {
    status: to,
    lastStatusChangedAt: now,
    ...(to === "PAUSED" ? { pausedAt: now } : {}),
    ...(to === "COMPLETED" ? { completedAt: now } : {}),
  };
}
