import { Prisma } from "@/lib/generated/prisma/client";

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

/** `prisma.socialPost` → "SocialPost". */
export const modelOfDelegate: ReadonlyMap<string, string> = new Map(
  Object.values(Prisma.ModelName).map((model) => [model[0].toLowerCase() + model.slice(1), model]),
);

const READS_AND_WRITES_WITH_WHERE = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "delete",
  "deleteMany",
  "upsert",
]);

/** Every model operation a scoped client offers. */
export const OPERATIONS = [...READS_AND_WRITES_WITH_WHERE, "create", "createMany", "createManyAndReturn"];

export const WRITES: ReadonlySet<string> = new Set([
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
]);

export type Args = Record<string, unknown>;

/** Throws on `where: { x: undefined }`: Prisma would silently drop the filter and match every row. */
function assertNoUndefined(where: unknown, path = "where"): void {
  if (!where || typeof where !== "object" || where instanceof Date || Array.isArray(where)) return;
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) throw new Error(`Undefined filter value at ${path}.${key}`);
    assertNoUndefined(value, `${path}.${key}`);
  }
}

function scopeArgs(operation: string, args: Args, companyId: string): Args {
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
  if (
    operation === "create" ||
    operation === "createMany" ||
    operation === "createManyAndReturn" ||
    operation === "delete" ||
    operation === "deleteMany"
  ) {
    throw new Error(`A tenant cannot ${operation} companies`);
  }
  assertNoUndefined(args.where);
  // AND, not spread: the caller's own `id` must still have to match, not be replaced by ours.
  const where = args.where as Args | undefined;
  return { ...args, where: where ? { id: companyId, AND: [where] } : { id: companyId } };
}

/**
 * How one company's client rewrites a model's arguments: `companyId` added to every filter and
 * forced on every create; its own Company row only; other models without `companyId` refused.
 */
export function argsFor(model: string, companyId: string): (operation: string, args: Args) => Args {
  if (model === "Company") return (operation, args) => companyArgs(operation, args, companyId);
  if (tenantModels.has(model)) return (operation, args) => scopeArgs(operation, args, companyId);
  return () => {
    throw new Error(`${model} is not tenant-owned; reach it through adminDb or a dedicated service`);
  };
}
