-- An inbox item whose notification is still owed: written with the item, deleted with its notice, so a
-- sync that fails after storing part of its items notifies them anyway and its retry notifies none twice.
-- CreateTable
CREATE TABLE "InboxItemNotice" (
    "companyId" UUID NOT NULL,
    "itemId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InboxItemNotice_pkey" PRIMARY KEY ("companyId","itemId")
);

-- AddForeignKey
ALTER TABLE "InboxItemNotice" ADD CONSTRAINT "InboxItemNotice_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxItemNotice" ADD CONSTRAINT "InboxItemNotice_companyId_itemId_fkey" FOREIGN KEY ("companyId", "itemId") REFERENCES "InboxItem"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;
