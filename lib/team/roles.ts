import { conflict, notFound } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import { forgetActors } from "@/lib/auth/actor-cache";
import { BUILT_IN_ROLE_NAMES } from "@/lib/auth/permissions";
import type { RoleOut } from "./contracts";
import { assertCanGrant } from "./grants";

interface RoleRow {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  isBuiltIn: boolean;
  _count: { users: number };
}

const withMemberCount = { _count: { select: { users: true } } } as const;

function roleDTO(row: RoleRow): RoleOut {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    isBuiltIn: row.isBuiltIn,
    memberCount: row._count.users,
  };
}

function listOrder(a: RoleRow, b: RoleRow): number {
  const rank = (r: RoleRow) => (r.isBuiltIn ? BUILT_IN_ROLE_NAMES.indexOf(r.name) : BUILT_IN_ROLE_NAMES.length);
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}

async function findRole(ctx: TenantCtx, id: string): Promise<RoleRow> {
  const role = await ctx.db.role.findFirst({ where: { id }, include: withMemberCount });
  if (!role) throw notFound("Role");
  return role;
}

async function assertNameFree(ctx: TenantCtx, name: string, exceptId?: string): Promise<void> {
  const taken = await ctx.db.role.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { name: true },
  });
  if (taken) throw conflict("ROLE_NAME_TAKEN", `A role named "${taken.name}" already exists`);
}

function assertCustom(role: RoleRow, verb: string): void {
  if (role.isBuiltIn) throw conflict("BUILT_IN_ROLE", `The built-in role "${role.name}" cannot be ${verb}`);
}

export async function listRoles(ctx: TenantCtx): Promise<RoleOut[]> {
  const rows = await ctx.db.role.findMany({ include: withMemberCount });
  return rows.sort(listOrder).map(roleDTO);
}

export async function createRole(ctx: TenantCtx, body: { name: string; description?: string; permissions: string[] }) {
  assertCanGrant(ctx, body.permissions);
  await assertNameFree(ctx, body.name);
  const row = await ctx.db.role.create({
    data: {
      companyId: ctx.companyId,
      name: body.name,
      description: body.description || null,
      permissions: body.permissions,
    },
    include: withMemberCount,
  });
  return roleDTO(row);
}

export async function updateRole(
  ctx: TenantCtx,
  id: string,
  body: { name?: string; description?: string | null; permissions?: string[] },
) {
  const role = await findRole(ctx, id);
  assertCustom(role, "changed");
  if (body.name !== undefined) await assertNameFree(ctx, body.name, id);
  // Only what is added counts as granting: resending a list that keeps an existing permission is fine.
  if (body.permissions)
    assertCanGrant(
      ctx,
      body.permissions.filter((p) => !role.permissions.includes(p)),
    );
  const row = await ctx.db.role.update({
    where: { id },
    data: {
      name: body.name,
      description: body.description === undefined ? undefined : body.description || null,
      permissions: body.permissions,
    },
    include: withMemberCount,
  });
  // Its members' permissions change with it.
  await forgetActors(ctx.db);
  return roleDTO(row);
}

export async function deleteRole(ctx: TenantCtx, id: string): Promise<void> {
  const role = await findRole(ctx, id);
  assertCustom(role, "deleted");
  const pendingInvitations = await ctx.db.invitation.count({
    where: { roleId: id, acceptedAt: null, expiresAt: { gt: new Date() } },
  });
  if (role._count.users || pendingInvitations) {
    throw conflict(
      "ROLE_IN_USE",
      `The role is held by ${role._count.users} member(s) and ${pendingInvitations} pending invitation(s); give them another role first`,
      { memberCount: role._count.users, pendingInvitations },
    );
  }
  await ctx.db.role.delete({ where: { id } });
  await forgetActors(ctx.db);
}
