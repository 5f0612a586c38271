import crypto from "node:crypto";
import { ApiError, badRequest, conflict, notFound } from "@/lib/api/errors";
import { fieldMessage, plainIssueMessage } from "@/lib/api/validation-messages";
import { blogUrl, ensureBlogHandle } from "@/lib/blog/handle";
import { ensureHostedDestination } from "@/lib/blog/hosted-destination";
import { Prisma, tenantExecute, type TenantCtx } from "@/lib/db";
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

/** `hostedUrl`: the hosted blog's public address, shown as its baseUrl. */
export function blogDestinationDTO(row: BlogDestinationRow, hostedUrl = ""): BlogDestinationDTO {
  return {
    id: row.id,
    kind: row.kind as BlogDestinationDTO["kind"],
    name: row.name,
    baseUrl: row.kind === "hosted" ? hostedUrl : (row.baseUrl ?? ""),
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

/** The kind's own rules for its settings and secret; 400 naming each field that breaks them, worded as the contracts' are. */
function checked(kind: string, settings: Record<string, unknown>, secret: string | undefined) {
  const provider = blogDestinationProvider(kind);
  const parsed = provider.settings.safeParse(settings, { error: plainIssueMessage });
  const details: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) details[["settings", ...issue.path].join(".")] = fieldMessage(issue);
  if (secret !== undefined && provider.secretFormat && !provider.secretFormat.pattern.test(secret))
    details.secret = provider.secretFormat.message;
  if (Object.keys(details).length) throw badRequest(details);
  return parsed.data as Record<string, unknown>;
}

/** Every destination, the hosted blog first (created with the company's handle on first use). */
export async function listBlogDestinations(ctx: TenantCtx): Promise<BlogDestinationDTO[]> {
  await ensureHostedDestination(ctx);
  const hostedUrl = blogUrl(await ensureBlogHandle(ctx));
  const rows = await ctx.db.blogDestination.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const hostedFirst = [...rows.filter((r) => r.kind === "hosted"), ...rows.filter((r) => r.kind !== "hosted")];
  return hostedFirst.map((row) => blogDestinationDTO(row, hostedUrl));
}

export async function getBlogDestination(ctx: TenantCtx, id: string): Promise<BlogDestinationDTO> {
  const row = await findBlogDestination(ctx, id);
  return blogDestinationDTO(row, row.kind === "hosted" ? blogUrl(await ensureBlogHandle(ctx)) : "");
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
  if (current.kind === "hosted") return updateHosted(ctx, id, body);
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

/** The hosted blog has no address, secret or settings of its own: only its name and whether it is a default change. */
async function updateHosted(ctx: TenantCtx, id: string, body: BlogDestinationUpdate) {
  const details: Record<string, string> = {};
  for (const field of ["baseUrl", "secret", "settings"] as const)
    if (body[field] !== undefined) details[field] = "the hosted blog has none: its address is /blog/<handle>";
  if (Object.keys(details).length) throw badRequest(details);
  const row = await ctx.db.blogDestination.update({
    where: { id },
    data: { name: body.name, isDefault: body.isDefault },
  });
  return blogDestinationDTO(row, blogUrl(await ensureBlogHandle(ctx)));
}

/**
 * Removes a destination and its id from the posts that chose it (destinationIds has no foreign key):
 * a post left naming it published nowhere and could not be saved with its own destinationIds.
 */
export async function deleteBlogDestination(ctx: TenantCtx, id: string): Promise<void> {
  const row = await findBlogDestination(ctx, id);
  if (row.kind === "hosted")
    throw conflict("HOSTED_BLOG", "The hosted blog cannot be removed; stop using it as a default instead");
  await ctx.db.blogDestination.delete({ where: { id } });
  await tenantExecute(
    ctx,
    (
      companyId,
    ) => Prisma.sql`UPDATE "BlogPost" SET "destinationIds" = array_remove("destinationIds", ${id}::uuid), "updatedAt" = now()
      WHERE "companyId" = ${companyId}::uuid AND ${id}::uuid = ANY("destinationIds")`,
  );
}

/**
 * The destination opened for a call; `idempotencyKey` names the delivery the call belongs to. The
 * hosted blog's address is the company's blog (`hostedUrl`).
 */
export function destinationAccess(row: BlogDestinationRow, idempotencyKey: string, hostedUrl = ""): DestinationAccess {
  if (row.kind === "hosted") return { baseUrl: hostedUrl, settings: {}, secret: "", idempotencyKey };
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
    const hostedUrl = row.kind === "hosted" ? blogUrl(await ensureBlogHandle(ctx)) : "";
    await provider.test(destinationAccess(row, `test:${crypto.randomUUID()}`, hostedUrl));
    return { success: true, message: `${provider.label} accepted the connection.` };
  } catch (err) {
    return { success: false, message: describeFailure(err) };
  }
}
