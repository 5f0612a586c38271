-- AlterTable
ALTER TABLE "ChatDelivery" ADD COLUMN     "remoteId" TEXT;

-- CreateTable
CREATE TABLE "BlogMediaUpload" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "destinationId" UUID NOT NULL,
    "mediaAssetId" UUID NOT NULL,
    "remoteId" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BlogMediaUpload_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BlogMediaUpload_companyId_mediaAssetId_idx" ON "BlogMediaUpload"("companyId", "mediaAssetId");

-- CreateIndex
CREATE UNIQUE INDEX "BlogMediaUpload_destinationId_mediaAssetId_key" ON "BlogMediaUpload"("destinationId", "mediaAssetId");

-- AddForeignKey
ALTER TABLE "BlogMediaUpload" ADD CONSTRAINT "BlogMediaUpload_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogMediaUpload" ADD CONSTRAINT "BlogMediaUpload_companyId_destinationId_fkey" FOREIGN KEY ("companyId", "destinationId") REFERENCES "BlogDestination"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "BlogMediaUpload" ADD CONSTRAINT "BlogMediaUpload_companyId_mediaAssetId_fkey" FOREIGN KEY ("companyId", "mediaAssetId") REFERENCES "MediaAsset"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;
