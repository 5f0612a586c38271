-- CreateTable
CREATE TABLE "ChatConnection" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "channelType" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "workspaceName" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "refreshSecret" TEXT,
    "tokenExpiresAt" TIMESTAMPTZ(3),
    "channels" JSONB NOT NULL DEFAULT '[]',
    "notifySettings" JSONB NOT NULL DEFAULT '{}',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "statusReason" TEXT,
    "connectedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ChatConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatDelivery" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "connectionId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "message" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ChatDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChatConnection_channelType_workspaceId_idx" ON "ChatConnection"("channelType", "workspaceId");

-- CreateIndex
CREATE INDEX "ChatConnection_connectedById_idx" ON "ChatConnection"("connectedById");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConnection_companyId_id_key" ON "ChatConnection"("companyId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConnection_companyId_channelType_workspaceId_key" ON "ChatConnection"("companyId", "channelType", "workspaceId");

-- CreateIndex
CREATE INDEX "ChatDelivery_companyId_connectionId_createdAt_idx" ON "ChatDelivery"("companyId", "connectionId", "createdAt");

-- AddForeignKey
ALTER TABLE "ChatConnection" ADD CONSTRAINT "ChatConnection_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConnection" ADD CONSTRAINT "ChatConnection_companyId_connectedById_fkey" FOREIGN KEY ("companyId", "connectedById") REFERENCES "User"("companyId", "id") ON DELETE SET NULL ("connectedById") ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "ChatDelivery" ADD CONSTRAINT "ChatDelivery_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatDelivery" ADD CONSTRAINT "ChatDelivery_companyId_connectionId_fkey" FOREIGN KEY ("companyId", "connectionId") REFERENCES "ChatConnection"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;
