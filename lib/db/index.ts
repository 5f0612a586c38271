export { forCompany, tenantModels, type TenantDb } from "./tenant";
export { adminDb, type AdminDb } from "./admin";
export { disconnectBaseClient } from "./client";
export { Prisma } from "@/lib/generated/prisma/client";
