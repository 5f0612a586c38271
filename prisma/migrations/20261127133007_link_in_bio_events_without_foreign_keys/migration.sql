-- DropForeignKey
ALTER TABLE "LinkInBioEvent" DROP CONSTRAINT "LinkInBioEvent_companyId_fkey";

-- DropForeignKey
ALTER TABLE "LinkInBioEvent" DROP CONSTRAINT "LinkInBioEvent_companyId_linkId_fkey";

-- DropForeignKey
ALTER TABLE "LinkInBioEvent" DROP CONSTRAINT "LinkInBioEvent_companyId_pageId_fkey";

-- DropIndex
DROP INDEX "LinkInBioEvent_companyId_linkId_idx";
