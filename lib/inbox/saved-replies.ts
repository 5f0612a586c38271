import { z } from "zod";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { actingUser, type TenantCtx } from "@/lib/db";
import type { SavedReplyBody, SavedReplyDTO } from "./contracts";
import { PLACEHOLDERS, unknownPlaceholders } from "./placeholders";

type Body = z.output<typeof SavedReplyBody>;

const FIELDS = { id: true, name: true, content: true, createdById: true, createdAt: true, updatedAt: true } as const;

function dto(r: {
  id: string;
  name: string;
  content: string;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
}): SavedReplyDTO {
  return { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

function assertPlaceholders(content: string | undefined) {
  const unknown = content ? unknownPlaceholders(content) : [];
  if (unknown.length) {
    throw badRequest({
      content: `unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(", ")}; use ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}`,
    });
  }
}

async function assertNameFree(ctx: TenantCtx, name: string | undefined, except?: string) {
  if (!name) return;
  const taken = await ctx.db.inboxSavedReply.findFirst({
    where: { name, ...(except ? { id: { not: except } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflict("NAME_TAKEN", `A saved reply named "${name}" already exists`);
}

export async function listSavedReplies(ctx: TenantCtx): Promise<SavedReplyDTO[]> {
  const rows = await ctx.db.inboxSavedReply.findMany({ orderBy: { name: "asc" }, select: FIELDS });
  return rows.map(dto);
}

export async function createSavedReply(ctx: TenantCtx, body: Body): Promise<SavedReplyDTO> {
  assertPlaceholders(body.content);
  await assertNameFree(ctx, body.name);
  const row = await ctx.db.inboxSavedReply.create({
    data: { companyId: ctx.companyId, ...body, createdById: actingUser(ctx).userId },
    select: FIELDS,
  });
  return dto(row);
}

export async function updateSavedReply(ctx: TenantCtx, id: string, body: Partial<Body>): Promise<SavedReplyDTO> {
  const existing = await ctx.db.inboxSavedReply.findUnique({ where: { id }, select: { id: true } });
  if (!existing) throw notFound("Saved reply");
  assertPlaceholders(body.content);
  await assertNameFree(ctx, body.name, id);
  return dto(await ctx.db.inboxSavedReply.update({ where: { id }, data: body, select: FIELDS }));
}

export async function deleteSavedReply(ctx: TenantCtx, id: string) {
  const { count } = await ctx.db.inboxSavedReply.deleteMany({ where: { id } });
  if (count === 0) throw notFound("Saved reply");
  return { success: true };
}
