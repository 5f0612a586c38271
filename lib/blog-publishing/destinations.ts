import crypto from "node:crypto";
import { ApiError, badRequest, notFound } from "@/lib/api/errors";
import type { TenantCtx } from "@/lib/db";
import { blogDestinationProvider } from "@/lib/integrations/blog/registry";
import type { DestinationAccess } from "@/lib/integrations/blog/types";
import type { BlogDestinationCreate, BlogDestinationDTO, BlogDestinationUpdate } from "./contracts";
import { describeFailure } from "./failure";
import { openDestinationSecret, sealDestinationSecret, secretHint } from "./sealed-secret";

export interface BlogDestinationRow {
  id: string;
  kind: string;
  name: string;
  baseUrl: string | null;
  settings: unknown;
  secret: string | null;
  secretHint: string | null;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function blogDestinationDTO(row: BlogDestinationRow): BlogDestinationDTO {
  return {
    id: row.id,
    kind: row.kind as BlogDestinationDTO["kind"],
    name: row.name,
    baseUrl: row.baseUrl ?? "",
    settings: (row.settings ?? {}) as Record<string, unknown>,
    secretHint: row.secretHint,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findBlogDestination(ctx: TenantCtx, id: string): Promise<BlogDestinationRow> {
  const row = await ctx.db.blogDestination.findFirst({ where: { id } });
  if (!row) throw notFound("Blog destination");
  return row;
}

/** The kind's own rules for its settings and secret; 400 naming each field that breaks them. */
function checked(kind: string, settings: Record<string, unknown>, secret: string | undefined) {
  const provider = blogDestinationProvider(kind);
  const parsed = provider.settings.safeParse(settings);
  const details: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) details[["settings", ...issue.path].join(".")] = issue.message;
  if (secret !== undefined && provider.secretFormat && !provider.secretFormat.pattern.test(secret))
    details.secret = provider.secretFormat.message;
  if (Object.keys(details).length) throw badRequest(details);
  return parsed.data as Record<string, unknown>;
}

export async function listBlogDestinations(ctx: TenantCtx): Promise<BlogDestinationDTO[]> {
  const rows = await ctx.db.blogDestination.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(blogDestinationDTO);
}

export async function createBlogDestination(ctx: TenantCtx, body: BlogDestinationCreate) {
  const settings = checked(body.kind, body.settings, body.secret);
  const id = crypto.randomUUID();
  const row = await ctx.db.blogDestination.create({
    data: {
      id,
      companyId: ctx.companyId,
      kind: body.kind,
      name: body.name,
      baseUrl: body.baseUrl,
      settings: settings as object,
      secret: sealDestinationSecret(id, body.secret),
      secretHint: secretHint(body.secret),
      isDefault: body.isDefault,
    },
  });
  return blogDestinationDTO(row);
}

export async function updateBlogDestination(ctx: TenantCtx, id: string, body: BlogDestinationUpdate) {
  const current = await findBlogDestination(ctx, id);
  const settings = checked(current.kind, body.settings ?? (current.settings as Record<string, unknown>), body.secret);
  const row = await ctx.db.blogDestination.update({
    where: { id },
    data: {
      name: body.name,
      baseUrl: body.baseUrl,
      settings: settings as object,
      isDefault: body.isDefault,
      ...(body.secret ? { secret: sealDestinationSecret(id, body.secret), secretHint: secretHint(body.secret) } : {}),
    },
  });
  return blogDestinationDTO(row);
}

export async function deleteBlogDestination(ctx: TenantCtx, id: string): Promise<void> {
  await findBlogDestination(ctx, id);
  await ctx.db.blogDestination.delete({ where: { id } });
}

/** The destination opened for a call; `idempotencyKey` names the delivery the call belongs to. */
export function destinationAccess(row: BlogDestinationRow, idempotencyKey: string): DestinationAccess {
  if (!row.secret || !row.baseUrl) throw new ApiError(409, "The destination has no address or credentials");
  return {
    baseUrl: row.baseUrl,
    settings: (row.settings ?? {}) as Record<string, unknown>,
    secret: openDestinationSecret(row.id, row.secret),
    idempotencyKey,
  };
}

export async function testBlogDestination(ctx: TenantCtx, id: string) {
  const row = await findBlogDestination(ctx, id);
  const provider = blogDestinationProvider(row.kind);
  try {
    await provider.test(destinationAccess(row, `test:${crypto.randomUUID()}`));
    return { success: true, message: `${provider.label} accepted the connection.` };
  } catch (err) {
    return { success: false, message: describeFailure(err) };
  }
}
