-- A company's open Lemon Squeezy checkout: a second checkout while it is open answers it again (same
-- variant) or is refused (another plan), so two checkouts cannot bill the company twice.
-- CreateTable
CREATE TABLE "BillingCheckout" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "packageId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "interval" TEXT,
    "providerCheckoutId" TEXT,
    "url" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BillingCheckout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BillingCheckout_companyId_key" ON "BillingCheckout"("companyId");

-- AddForeignKey
ALTER TABLE "BillingCheckout" ADD CONSTRAINT "BillingCheckout_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
