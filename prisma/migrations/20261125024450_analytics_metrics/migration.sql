-- CreateTable
CREATE TABLE "AccountMetricDaily" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "socialAccountId" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "followers" INTEGER,
    "impressions" INTEGER,
    "reach" INTEGER,
    "engagement" INTEGER,
    "clicks" INTEGER,
    "syncedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountMetricDaily_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostMetric" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "occurrenceId" UUID NOT NULL,
    "platform" TEXT NOT NULL,
    "publishedAt" TIMESTAMPTZ(3) NOT NULL,
    "impressions" INTEGER,
    "likes" INTEGER,
    "comments" INTEGER,
    "shares" INTEGER,
    "saves" INTEGER,
    "clicks" INTEGER,
    "views" INTEGER,
    "syncedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostMetric_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountMetricDaily_companyId_date_idx" ON "AccountMetricDaily"("companyId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "AccountMetricDaily_companyId_socialAccountId_date_key" ON "AccountMetricDaily"("companyId", "socialAccountId", "date");

-- CreateIndex
CREATE INDEX "PostMetric_companyId_publishedAt_idx" ON "PostMetric"("companyId", "publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PostMetric_companyId_occurrenceId_key" ON "PostMetric"("companyId", "occurrenceId");

-- AddForeignKey
ALTER TABLE "AccountMetricDaily" ADD CONSTRAINT "AccountMetricDaily_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountMetricDaily" ADD CONSTRAINT "AccountMetricDaily_companyId_socialAccountId_fkey" FOREIGN KEY ("companyId", "socialAccountId") REFERENCES "SocialAccount"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "PostMetric" ADD CONSTRAINT "PostMetric_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostMetric" ADD CONSTRAINT "PostMetric_companyId_occurrenceId_fkey" FOREIGN KEY ("companyId", "occurrenceId") REFERENCES "PostOccurrence"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;
