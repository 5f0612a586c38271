import { forbidden } from "@/lib/api/errors";
import { actingUser, Prisma, type TenantCtx } from "@/lib/db";

/** Publishing, unpublishing and scheduling are a separate right from writing drafts (editors lack it). */
export function assertMayPublish(ctx: TenantCtx): void {
  if (!actingUser(ctx).permissions.includes("content:publish")) {
    throw forbidden("Your role does not allow this (needs content:publish)");
  }
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}
