import type { Prisma } from "@/lib/db";
import type { OccurrenceDTO } from "../contracts";

export type OccurrenceRow = Prisma.PostOccurrenceGetPayload<object>;

export function toOccurrenceDTO(row: OccurrenceRow): OccurrenceDTO {
  return {
    occurrenceId: row.id,
    sourcePostId: row.sourcePostId,
    campaignId: row.campaignId,
    platform: row.platform,
    socialAccountId: row.socialAccountId,
    scheduledAt: row.scheduledAt.toISOString(),
    splitGroupId: row.splitGroupId,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    platformPostId: row.platformPostId,
    platformPostUrl: row.platformPostUrl,
    content: row.content,
  };
}
