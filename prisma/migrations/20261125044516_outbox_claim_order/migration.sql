-- DropIndex
DROP INDEX "Outbox_status_dueAt_idx";

-- CreateIndex
CREATE INDEX "Outbox_status_dueAt_id_idx" ON "Outbox"("status", "dueAt", "id");
