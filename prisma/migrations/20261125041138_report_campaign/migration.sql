-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "campaignId" UUID;
