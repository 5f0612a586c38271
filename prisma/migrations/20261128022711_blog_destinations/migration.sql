-- CreateTable
CREATE TABLE "BlogDestination" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "baseUrl" TEXT,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "secret" TEXT,
    "secretHint" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BlogDestination_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogDelivery" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "blogPostId" UUID NOT NULL,
    "destinationId" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "remoteId" TEXT,
    "url" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "deliveredAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BlogDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BlogDestination_companyId_createdAt_idx" ON "BlogDestination"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BlogDestination_companyId_id_key" ON "BlogDestination"("companyId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_companyId_id_key" ON "BlogPost"("companyId", "id");

-- CreateIndex
CREATE INDEX "BlogDelivery_companyId_destinationId_idx" ON "BlogDelivery"("companyId", "destinationId");

-- CreateIndex
CREATE UNIQUE INDEX "BlogDelivery_blogPostId_destinationId_key" ON "BlogDelivery"("blogPostId", "destinationId");

-- AddForeignKey
ALTER TABLE "BlogDestination" ADD CONSTRAINT "BlogDestination_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogDelivery" ADD CONSTRAINT "BlogDelivery_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogDelivery" ADD CONSTRAINT "BlogDelivery_companyId_blogPostId_fkey" FOREIGN KEY ("companyId", "blogPostId") REFERENCES "BlogPost"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "BlogDelivery" ADD CONSTRAINT "BlogDelivery_companyId_destinationId_fkey" FOREIGN KEY ("companyId", "destinationId") REFERENCES "BlogDestination"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;
