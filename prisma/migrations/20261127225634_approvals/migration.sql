-- A user's deletion clears only the user column of their approvals (ON DELETE SET NULL (col)), never companyId.
-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "requireApproval" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Approval" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "contentType" TEXT NOT NULL,
    "contentId" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "contentHash" TEXT NOT NULL,
    "submittedById" UUID,
    "submittedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedById" UUID,
    "reviewedAt" TIMESTAMPTZ(3),
    "reason" TEXT,
    "notes" TEXT,
    "feedback" TEXT,
    "history" JSONB NOT NULL DEFAULT '[]',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Approval_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Approval_companyId_status_submittedAt_idx" ON "Approval"("companyId", "status", "submittedAt" DESC);

-- CreateIndex
CREATE INDEX "Approval_companyId_contentType_contentId_submittedAt_idx" ON "Approval"("companyId", "contentType", "contentId", "submittedAt" DESC);

-- CreateIndex
CREATE INDEX "Approval_submittedById_idx" ON "Approval"("submittedById");

-- CreateIndex
CREATE INDEX "Approval_reviewedById_idx" ON "Approval"("reviewedById");

-- AddForeignKey
ALTER TABLE "Approval" ADD CONSTRAINT "Approval_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Approval" ADD CONSTRAINT "Approval_companyId_submittedById_fkey" FOREIGN KEY ("companyId", "submittedById") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("submittedById") ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "Approval" ADD CONSTRAINT "Approval_companyId_reviewedById_fkey" FOREIGN KEY ("companyId", "reviewedById") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("reviewedById") ON UPDATE RESTRICT;
