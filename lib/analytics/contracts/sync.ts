import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { uuid } from "@/lib/api/schemas";
import { platformInput } from "@/lib/content/contracts/shared";
import { TAG } from "./shared";

export const SyncBody = z.object({
  platform: platformInput.optional().describe("Only this network's accounts; default: every connected account"),
});

export const SyncResultDTO = z.object({
  success: z.boolean().describe("True when every account synced"),
  synced: z.number().int().describe("Rows written: one per account and day, one per post"),
  errors: z.array(
    z.object({ accountId: uuid, platform: z.string(), error: z.string().describe("Why, in plain words") }),
  ),
});

export const syncAnalytics = contract({
  method: "POST",
  path: "/api/analytics/sync",
  tag: TAG,
  summary: "Read the networks into the analytics store now",
  description: [
    "For each connected account (of `platform` when given): today's account numbers (the day in the company's time zone) and the latest numbers of every post published in the last 30 days.",
    "A number already stored for that day or post is replaced, never added to, so syncing again counts nothing twice.",
    "An account whose network fails is listed in `errors`; the others still sync.",
  ].join(" "),
  permission: "analytics:view",
  // Network calls run outside a request transaction; the rows written are measurements, not edits.
  audit: false,
  body: SyncBody,
  response: SyncResultDTO,
});
