-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "plannedFor" DATE;

-- AlterTable
ALTER TABLE "VideoScript" ADD COLUMN     "plannedFor" DATE;
