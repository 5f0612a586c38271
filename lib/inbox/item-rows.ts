import { Prisma } from "@/lib/db";
import type { InboxItemDTO, InboxStatus, InboxType } from "./contracts";

/**
 * A timestamp column as the text answers carry (toISOString's form, UTC, milliseconds), written by
 * PostgreSQL in place of its own text form: a page would otherwise make, and format, a Date per value.
 */
const iso = (column: string) =>
  Prisma.raw(`to_char(i."${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${column}"`);

/** The columns an inbox item is answered with, read by SQL (alias i) joined to its account (alias a). */
export const ITEM_COLUMNS = Prisma.sql`i."id", i."type"::text AS "type", i."status"::text AS "status", i."platform",
  i."platformItemId", i."platformUrl", i."conversationId", i."parentId", i."content", i."authorName", i."authorHandle",
  i."authorAvatarUrl", ${iso("platformCreatedAt")}, i."sentiment", i."sentimentScore", i."requiresAction",
  i."priority", i."assignedToId", i."tags", i."internalNotes", ${iso("waitingSince")}, ${iso("readAt")},
  ${iso("createdAt")}, a."id" AS "accountId", a."platform" AS "accountPlatform", a."displayName" AS "accountName"`;

export interface ItemRow {
  id: string;
  type: InboxType;
  status: InboxStatus;
  platform: string;
  platformItemId: string;
  platformUrl: string | null;
  conversationId: string;
  parentId: string | null;
  content: string;
  authorName: string;
  authorHandle: string;
  authorAvatarUrl: string | null;
  /** The timestamps are ISO 8601 text (see iso). */
  platformCreatedAt: string;
  sentiment: string;
  sentimentScore: number;
  requiresAction: boolean;
  priority: number;
  assignedToId: string | null;
  tags: string[];
  internalNotes: string;
  waitingSince: string | null;
  readAt: string | null;
  createdAt: string;
  accountId: string;
  accountPlatform: string;
  accountName: string;
}

export function itemDTO(r: ItemRow): InboxItemDTO {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    platform: r.platform,
    platformItemId: r.platformItemId,
    platformUrl: r.platformUrl,
    conversationId: r.conversationId,
    parentId: r.parentId,
    content: r.content,
    authorName: r.authorName,
    authorHandle: r.authorHandle,
    authorAvatarUrl: r.authorAvatarUrl,
    platformCreatedAt: r.platformCreatedAt,
    sentiment: r.sentiment as InboxItemDTO["sentiment"],
    sentimentScore: r.sentimentScore,
    requiresAction: r.requiresAction,
    priority: r.priority,
    socialAccount: { id: r.accountId, platform: r.accountPlatform.toUpperCase(), displayName: r.accountName },
    assignedToId: r.assignedToId,
    tags: r.tags,
    internalNotes: r.internalNotes,
    waitingSince: r.waitingSince,
    readAt: r.readAt,
    createdAt: r.createdAt,
  };
}
