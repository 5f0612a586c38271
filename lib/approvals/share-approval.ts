import { createHash, randomBytes } from "node:crypto";
import type { TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { findApproval } from "./approvals";

/** Review links for people without an account: a random token, kept only as its hash. */

export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const reviewPageUrl = (token: string) => new URL(`/review/${token}`, env.appUrl).toString();

export async function shareApproval(ctx: TenantCtx, id: string, expiresInHours: number) {
  await findApproval(ctx, id);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + expiresInHours * 3600_000);
  await ctx.db.approval.update({
    where: { id },
    data: { shareTokenHash: hashShareToken(token), shareExpiresAt: expiresAt },
  });
  return { url: reviewPageUrl(token), token, expiresAt };
}

export async function revokeApprovalShare(ctx: TenantCtx, id: string) {
  await findApproval(ctx, id);
  await ctx.db.approval.update({ where: { id }, data: { shareTokenHash: null, shareExpiresAt: null } });
  return { success: true };
}
