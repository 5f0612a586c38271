export { forCompany, tenantModels, type TenantDb } from "./tenant";
export { adminDb, type AdminDb } from "./admin";
export { Prisma } from "@/lib/generated/prisma/client";
