import { Prisma } from "@/lib/generated/prisma/client";
import { baseClient } from "./client";

/**
 * Tenant-owned models are every model with a `companyId` column, read from the generated client
 * so a new model is scoped the moment it gets the field.
 */
export const tenantModels: ReadonlySet<string> = new Set(
  Object.values(Prisma.ModelName).filter((model) => {
    const fields = (Prisma as unknown as Record<string, Record<string, string> | undefined>)[`${model}ScalarFieldEnum`];
    return Boolean(fields && "companyId" in fields);
  }),
);

const READS_AND_WRITES_WITH_WHERE = new Set([
  "findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy",
  "update", "updateMany", "updateManyAndReturn", "delete", "deleteMany", "upsert",
]);

type Args = Record<string, unknown>;

/** Throws on `where: { x: undefined }`: Prisma would silently drop the filter and match every row. */
function assertNoUndefined(where: unknown, path = "where"): void {
  if (!where || typeof where !== "object" || where instanceof Date || Array.isArray(where)) return;
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) throw new Error(`Undefined filter value at ${path}.${key}`);
    assertNoUndefined(value, `${path}.${key}`);
  }
}

function scopeArgs(model: string, operation: string, args: Args, companyId: string): Args {
  const scoped: Args = { ...args };
  if (READS_AND_WRITES_WITH_WHERE.has(operation)) {
    assertNoUndefined(scoped.where);
    scoped.where = { ...(scoped.where as Args | undefined), companyId };
  }
  if (operation === "create") scoped.data = { ...(scoped.data as Args), companyId };
  if (operation === "createMany" || operation === "createManyAndReturn") {
    const data = scoped.data as Args | Args[];
    scoped.data = Array.isArray(data) ? data.map((d) => ({ ...d, companyId })) : { ...data, companyId };
  }
  if (operation === "upsert") scoped.create = { ...(scoped.create as Args), companyId };
  return scoped;
}

function companyArgs(operation: string, args: Args, companyId: string): Args {
  if (operation === "create" || operation === "createMany" || operation === "delete" || operation === "deleteMany") {
    throw new Error(`A tenant cannot ${operation} companies`);
  }
  assertNoUndefined(args.where);
  // AND, not spread: the caller's own `id` must still have to match, not be replaced by ours.
  const where = args.where as Args | undefined;
  return { ...args, where: where ? { id: companyId, AND: [where] } : { id: companyId } };
}

/**
 * A Prisma client that reaches only one company's rows: `companyId` is added to every filter and
 * forced on every create. Nested writes and `connect` are not seen by query extensions, so services
 * check the ids a body names with `assertOwned` (lib/db/owned.ts).
 */
export function forCompany(companyId: string) {
  const cached = scopedClients.get(companyId);
  if (cached) return cached;
  const client = scopedClient(companyId);
  // Extending is cheap but not free; busy tenants reuse theirs. Oldest entries leave first.
  if (scopedClients.size >= 500) scopedClients.delete(scopedClients.keys().next().value!);
  scopedClients.set(companyId, client);
  return client;
}

function scopedClient(companyId: string) {
  return baseClient().$extends({
    name: "tenant-scope",
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (model === "Company") return query(companyArgs(operation, (args ?? {}) as Args, companyId));
          if (!tenantModels.has(model)) {
            throw new Error(`${model} is not tenant-owned; reach it through adminDb or a dedicated service`);
          }
          return query(scopeArgs(model, operation, (args ?? {}) as Args, companyId));
        },
      },
    },
  });
}

export type TenantDb = ReturnType<typeof scopedClient>;

const scopedClients = new Map<string, TenantDb>();
