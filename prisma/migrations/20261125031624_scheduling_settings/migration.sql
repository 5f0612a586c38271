-- CreateTable
CREATE TABLE "SchedulingSettings" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "postingWindows" JSONB NOT NULL DEFAULT '[]',
    "maxPostsPerDay" JSONB NOT NULL DEFAULT '{}',
    "blackouts" JSONB NOT NULL DEFAULT '[]',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SchedulingSettings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SchedulingSettings_companyId_key" ON "SchedulingSettings"("companyId");

-- AddForeignKey
ALTER TABLE "SchedulingSettings" ADD CONSTRAINT "SchedulingSettings_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
