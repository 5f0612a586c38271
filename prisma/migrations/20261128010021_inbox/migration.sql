-- Optional links clear only their own column on delete (ON DELETE SET NULL (col)), never companyId.
-- CreateEnum
CREATE TYPE "InboxItemType" AS ENUM ('COMMENT', 'DM', 'MENTION', 'QUOTE', 'REVIEW');

-- CreateEnum
CREATE TYPE "InboxItemStatus" AS ENUM ('UNREAD', 'READ', 'REPLIED', 'ARCHIVED', 'DELETED');

-- CreateTable
CREATE TABLE "InboxItem" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "socialAccountId" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "platformItemId" TEXT NOT NULL,
    "platformUrl" TEXT,
    "type" "InboxItemType" NOT NULL,
    "status" "InboxItemStatus" NOT NULL DEFAULT 'UNREAD',
    "content" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "authorHandle" TEXT NOT NULL,
    "authorAvatarUrl" TEXT,
    "authorFollowers" INTEGER,
    "platformCreatedAt" TIMESTAMPTZ(3) NOT NULL,
    "conversationId" TEXT NOT NULL,
    "inReplyToPlatformId" TEXT,
    "parentId" UUID,
    "sentiment" TEXT NOT NULL DEFAULT 'neutral',
    "sentimentScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "requiresAction" BOOLEAN NOT NULL DEFAULT false,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "assignedToId" UUID,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "internalNotes" TEXT NOT NULL DEFAULT '',
    "waitingSince" TIMESTAMPTZ(3),
    "readAt" TIMESTAMPTZ(3),
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "InboxItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxReply" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "itemId" UUID NOT NULL,
    "userId" UUID,
    "content" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'SENDING',
    "platformReplyId" TEXT,
    "platformUrl" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "InboxReply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxSavedReply" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "InboxSavedReply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InboxSyncState" (
    "socialAccountId" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "newestItemId" TEXT,
    "newestItemAt" TIMESTAMPTZ(3),
    "backfillCursor" TEXT,
    "backfillUntil" TIMESTAMPTZ(3),
    "backfillDoneAt" TIMESTAMPTZ(3),
    "lastSyncedAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "retryAfter" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "InboxSyncState_pkey" PRIMARY KEY ("socialAccountId")
);

-- CreateTable
CREATE TABLE "InboxCount" (
    "companyId" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "type" "InboxItemType" NOT NULL,
    "status" "InboxItemStatus" NOT NULL,
    "requiresAction" BOOLEAN NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "InboxCount_pkey" PRIMARY KEY ("companyId","platform","type","status","requiresAction")
);

-- CreateIndex
CREATE INDEX "InboxItem_companyId_platformCreatedAt_id_idx" ON "InboxItem"("companyId", "platformCreatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "InboxItem_companyId_status_platformCreatedAt_id_idx" ON "InboxItem"("companyId", "status", "platformCreatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "InboxItem_companyId_platform_status_requiresAction_platform_idx" ON "InboxItem"("companyId", "platform", "status", "requiresAction", "platformCreatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "InboxItem_companyId_assignedToId_platformCreatedAt_id_idx" ON "InboxItem"("companyId", "assignedToId", "platformCreatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "InboxItem_companyId_conversationId_platformCreatedAt_idx" ON "InboxItem"("companyId", "conversationId", "platformCreatedAt");

-- CreateIndex
CREATE INDEX "InboxItem_companyId_parentId_idx" ON "InboxItem"("companyId", "parentId");

-- CreateIndex
CREATE UNIQUE INDEX "InboxItem_companyId_id_key" ON "InboxItem"("companyId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "InboxItem_socialAccountId_platformItemId_key" ON "InboxItem"("socialAccountId", "platformItemId");

-- CreateIndex
CREATE INDEX "InboxReply_companyId_itemId_createdAt_idx" ON "InboxReply"("companyId", "itemId", "createdAt");

-- CreateIndex
CREATE INDEX "InboxReply_companyId_userId_idx" ON "InboxReply"("companyId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "InboxReply_companyId_idempotencyKey_key" ON "InboxReply"("companyId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "InboxSavedReply_companyId_createdById_idx" ON "InboxSavedReply"("companyId", "createdById");

-- CreateIndex
CREATE UNIQUE INDEX "InboxSavedReply_companyId_name_key" ON "InboxSavedReply"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "InboxSyncState_companyId_socialAccountId_key" ON "InboxSyncState"("companyId", "socialAccountId");

-- AddForeignKey
ALTER TABLE "InboxItem" ADD CONSTRAINT "InboxItem_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxItem" ADD CONSTRAINT "InboxItem_companyId_socialAccountId_fkey" FOREIGN KEY ("companyId", "socialAccountId") REFERENCES "SocialAccount"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "InboxItem" ADD CONSTRAINT "InboxItem_companyId_parentId_fkey" FOREIGN KEY ("companyId", "parentId") REFERENCES "InboxItem"("companyId", "id") ON DELETE SET NULL ("parentId") ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "InboxItem" ADD CONSTRAINT "InboxItem_companyId_assignedToId_fkey" FOREIGN KEY ("companyId", "assignedToId") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("assignedToId") ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "InboxReply" ADD CONSTRAINT "InboxReply_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxReply" ADD CONSTRAINT "InboxReply_companyId_itemId_fkey" FOREIGN KEY ("companyId", "itemId") REFERENCES "InboxItem"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "InboxReply" ADD CONSTRAINT "InboxReply_companyId_userId_fkey" FOREIGN KEY ("companyId", "userId") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("userId") ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "InboxSavedReply" ADD CONSTRAINT "InboxSavedReply_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxSavedReply" ADD CONSTRAINT "InboxSavedReply_companyId_createdById_fkey" FOREIGN KEY ("companyId", "createdById") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("createdById") ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "InboxSyncState" ADD CONSTRAINT "InboxSyncState_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxSyncState" ADD CONSTRAINT "InboxSyncState_companyId_socialAccountId_fkey" FOREIGN KEY ("companyId", "socialAccountId") REFERENCES "SocialAccount"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "InboxCount" ADD CONSTRAINT "InboxCount_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- InboxCount holds exact counts per (company, platform, type, status, requiresAction), kept by
-- statement-level triggers over each statement's transition tables: one aggregate per statement,
-- so a bulk update of a million rows costs one pass, and GET /api/inbox/stats reads a few rows.
-- Decrements only update rows that exist (a cascading company delete has removed them already).
CREATE FUNCTION "inbox_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "InboxCount" c SET "count" = c."count" - d.n
    FROM (
      SELECT "companyId", "platform", "type", "status", "requiresAction", count(*)::int AS n
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
    ) d
    WHERE c."companyId" = d."companyId" AND c."platform" = d."platform" AND c."type" = d."type"
      AND c."status" = d."status" AND c."requiresAction" = d."requiresAction";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "InboxCount" ("companyId", "platform", "type", "status", "requiresAction", "count")
    SELECT "companyId", "platform", "type", "status", "requiresAction", count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("companyId", "platform", "type", "status", "requiresAction")
    DO UPDATE SET "count" = "InboxCount"."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "InboxItem_count_insert" AFTER INSERT ON "InboxItem"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "inbox_count_apply"();
CREATE TRIGGER "InboxItem_count_update" AFTER UPDATE ON "InboxItem"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "inbox_count_apply"();
CREATE TRIGGER "InboxItem_count_delete" AFTER DELETE ON "InboxItem"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "inbox_count_apply"();
