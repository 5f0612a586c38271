export {
  forCompany,
  tenantModels,
  afterCommit,
  transactionOnFirstWrite,
  type TenantDb,
  type UnitOfWork,
} from "./tenant";
export type { TransactionOptions, TxClient } from "./transaction";
export { tenantSql, tenantExecute } from "./tenant-sql";
export { tenantCtxFor, actingUser, type TenantCtx } from "./context";
export { assertOwned } from "./owned";
export { adminDb, type AdminDb } from "./admin";
export { disconnectBaseClient } from "./client";
export { pingDatabase } from "./probe";
export { Prisma } from "@/lib/generated/prisma/client";
