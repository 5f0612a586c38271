-- AlterTable
ALTER TABLE "PostOccurrence" ADD COLUMN     "videoUrl" TEXT;

-- AlterTable
ALTER TABLE "SocialPost" ADD COLUMN     "videoUrl" TEXT;
