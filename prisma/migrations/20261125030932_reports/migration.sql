-- CreateTable
CREATE TABLE "Report" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "reportType" TEXT NOT NULL,
    "dateRange" JSONB NOT NULL,
    "platforms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "socialAccountIds" UUID[] DEFAULT ARRAY[]::UUID[],
    "metrics" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "schedule" JSONB,
    "recipients" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "format" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "nextRunAt" TIMESTAMPTZ(3),
    "lastGeneratedAt" TIMESTAMPTZ(3),
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportJob" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "reportId" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'processing',
    "error" TEXT,
    "format" TEXT NOT NULL,
    "fileName" TEXT,
    "file" BYTEA,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ReportJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Report_companyId_createdAt_idx" ON "Report"("companyId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Report_isActive_nextRunAt_idx" ON "Report"("isActive", "nextRunAt");

-- CreateIndex
CREATE UNIQUE INDEX "Report_companyId_id_key" ON "Report"("companyId", "id");

-- CreateIndex
CREATE INDEX "ReportJob_companyId_reportId_createdAt_idx" ON "ReportJob"("companyId", "reportId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportJob" ADD CONSTRAINT "ReportJob_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportJob" ADD CONSTRAINT "ReportJob_companyId_reportId_fkey" FOREIGN KEY ("companyId", "reportId") REFERENCES "Report"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;
