-- CreateTable
CREATE TABLE "WebsiteAnalysis" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebsiteAnalysis_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WebsiteAnalysis_companyId_createdAt_idx" ON "WebsiteAnalysis"("companyId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "WebsiteAnalysis_companyId_url_createdAt_idx" ON "WebsiteAnalysis"("companyId", "url", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "WebsiteAnalysis" ADD CONSTRAINT "WebsiteAnalysis_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
