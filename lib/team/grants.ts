import { badRequest, forbidden } from "@/lib/api/errors";
import { actingUser, type TenantCtx, type TenantDb } from "@/lib/db";

export const OWNER_ROLE = "owner";

/** team:manage alone must not be a path to permissions the caller does not have. */
export function assertCanGrant(ctx: TenantCtx, permissions: readonly string[]): void {
  const held: readonly string[] = actingUser(ctx).permissions;
  const missing = permissions.filter((p) => !held.includes(p));
  if (missing.length) throw forbidden(`You cannot grant permissions you do not hold: ${missing.join(", ")}`);
}

export function assertOwnerForOwnerChange(ctx: TenantCtx, what: string): void {
  if (actingUser(ctx).roleName !== OWNER_ROLE) throw forbidden(`Only an owner can ${what}`);
}

/** Roles are named case-insensitively in requests (invite, change role); unknown names are a 400 listing the choices. */
export async function findRoleByName(db: Pick<TenantDb, "role">, name: string) {
  const role = await db.role.findFirst({ where: { name: { equals: name, mode: "insensitive" } } });
  if (role) return role;
  const names = await db.role.findMany({ select: { name: true }, orderBy: { name: "asc" } });
  throw badRequest({ role: `no such role; one of ${names.map((r) => r.name).join(", ")}` });
}
