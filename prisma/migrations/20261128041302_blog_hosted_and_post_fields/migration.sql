/*
  Warnings:

  - A unique constraint covering the columns `[blogHandle]` on the table `Company` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "coverImageId" UUID,
ADD COLUMN     "destinationIds" UUID[] DEFAULT ARRAY[]::UUID[],
ADD COLUMN     "excerpt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "scheduledAt" TIMESTAMPTZ(3),
ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "blogHandle" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Company_blogHandle_key" ON "Company"("blogHandle");
