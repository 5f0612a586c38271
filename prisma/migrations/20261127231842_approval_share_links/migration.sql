/*
  Warnings:

  - A unique constraint covering the columns `[shareTokenHash]` on the table `Approval` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "Approval" ADD COLUMN     "shareExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "shareTokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Approval_shareTokenHash_key" ON "Approval"("shareTokenHash");
