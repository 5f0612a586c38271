import { badRequest } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";

/** decisions.md "Inbox": items are assigned to members of the company only (400 otherwise); null unassigns. */
export async function assertAssignable(ctx: TenantCtx, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const member = await ctx.db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!member) throw badRequest({ assignedToId: "must be a member of the company" });
}
