-- Publishing queues and the occurrence's link to the queue that placed it. Hand-edited: the link
-- clears only its own column when the queue is deleted (ON DELETE SET NULL ("queueId")).

-- AlterTable
ALTER TABLE "PostOccurrence" ADD COLUMN     "queueId" UUID;

-- CreateTable
CREATE TABLE "PublishingQueue" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "platforms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "timeZone" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "slots" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PublishingQueue_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PublishingQueue_companyId_createdAt_idx" ON "PublishingQueue"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PublishingQueue_companyId_id_key" ON "PublishingQueue"("companyId", "id");

-- CreateIndex
CREATE INDEX "PostOccurrence_queueId_idx" ON "PostOccurrence"("queueId");

-- AddForeignKey
ALTER TABLE "PostOccurrence" ADD CONSTRAINT "PostOccurrence_companyId_queueId_fkey" FOREIGN KEY ("companyId", "queueId") REFERENCES "PublishingQueue"("companyId", "id") ON DELETE SET NULL ("queueId") ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "PublishingQueue" ADD CONSTRAINT "PublishingQueue_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
