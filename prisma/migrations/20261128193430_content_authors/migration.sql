-- Blog posts and video scripts record who wrote them, as social posts do: approvals decide from it
-- whose content it is. Rows from before have none (null) and are judged as before.
ALTER TABLE "BlogPost" ADD COLUMN "createdById" UUID;
ALTER TABLE "VideoScript" ADD COLUMN "createdById" UUID;

-- CreateIndex
CREATE INDEX "BlogPost_createdById_idx" ON "BlogPost"("createdById");

-- CreateIndex
CREATE INDEX "VideoScript_createdById_idx" ON "VideoScript"("createdById");

-- AddForeignKey (hand-written column list: a removed member clears the author, never the company)
ALTER TABLE "BlogPost" ADD CONSTRAINT "BlogPost_companyId_createdById_fkey" FOREIGN KEY ("companyId", "createdById") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("createdById") ON UPDATE RESTRICT;

-- AddForeignKey (hand-written column list, as above)
ALTER TABLE "VideoScript" ADD CONSTRAINT "VideoScript_companyId_createdById_fkey" FOREIGN KEY ("companyId", "createdById") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("createdById") ON UPDATE RESTRICT;
