import { conflict, notFound } from "@/lib/api/errors";
import { forgetActors } from "@/lib/auth/actor-cache";
import type { TenantCtx, TenantDb } from "@/lib/db";
import type { MemberOut } from "./contracts";
import { OWNER_ROLE, assertCanGrant, assertOwnerForOwnerChange, findRoleByName } from "./grants";
import { invitationDTO, pendingInvitation } from "./invitations";

interface MemberRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roleId: string;
  createdAt: Date;
  role: { name: string; isBuiltIn: boolean };
}

const withRole = { role: { select: { name: true, isBuiltIn: true } } } as const;

function memberDTO(row: MemberRow): MemberOut {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role.name,
    roleId: row.roleId,
    joinedAt: row.createdAt.toISOString(),
  };
}

const isOwner = (row: MemberRow) => row.role.isBuiltIn && row.role.name === OWNER_ROLE;

async function findMember(tx: TenantDb, id: string): Promise<MemberRow> {
  const member = await tx.user.findFirst({ where: { id }, include: withRole });
  if (!member) throw notFound("Member");
  return member;
}

/**
 * Called before an owner loses the role. Touching the owner role row locks it, so two owners
 * removing each other at the same moment are serialized and the second one sees the first's result.
 */
async function assertAnotherOwnerRemains(tx: TenantDb, ownerRoleId: string): Promise<void> {
  await tx.role.update({ where: { id: ownerRoleId }, data: { updatedAt: new Date() } });
  const owners = await tx.user.count({ where: { roleId: ownerRoleId } });
  if (owners <= 1) throw conflict("LAST_OWNER", "The company's last owner cannot be removed or lose the owner role");
}

export async function listTeam(ctx: TenantCtx, page: { limit: number; offset: number }) {
  const [members, total, invitations] = await Promise.all([
    ctx.db.user.findMany({
      include: withRole,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: page.limit,
      skip: page.offset,
    }),
    ctx.db.user.count(),
    ctx.db.invitation.findMany({
      where: pendingInvitation(),
      include: { role: { select: { name: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    }),
  ]);
  return {
    items: members.map(memberDTO),
    invitations: invitations.map(invitationDTO),
    total,
    limit: page.limit,
    offset: page.offset,
  };
}

export async function changeMemberRole(ctx: TenantCtx, id: string, body: { role: string }): Promise<MemberOut> {
  return ctx.db.$transaction(async (tx) => {
    const member = await findMember(tx, id);
    const role = await findRoleByName(tx, body.role);
    if (role.id === member.roleId) return memberDTO(member);
    const toOwner = role.isBuiltIn && role.name === OWNER_ROLE;
    if (isOwner(member) || toOwner) assertOwnerForOwnerChange(ctx, "make or unmake an owner");
    assertCanGrant(ctx, role.permissions);
    if (isOwner(member)) await assertAnotherOwnerRemains(tx, member.roleId);
    const updated = await tx.user.update({ where: { id }, data: { roleId: role.id }, include: withRole });
    await forgetActors(tx);
    return memberDTO(updated);
  });
}

/** Deleting the user also deletes their personal access tokens, and actor resolution then refuses their sessions. */
export async function removeMember(ctx: TenantCtx, id: string): Promise<void> {
  await ctx.db.$transaction(async (tx) => {
    const member = await findMember(tx, id);
    if (isOwner(member)) {
      assertOwnerForOwnerChange(ctx, "remove an owner");
      await assertAnotherOwnerRemains(tx, member.roleId);
    }
    await tx.user.delete({ where: { id } });
    await forgetActors(tx);
  });
}
