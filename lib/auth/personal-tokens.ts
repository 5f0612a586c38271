import { randomUUID } from "node:crypto";
import { forbidden, notFound } from "@/lib/api/errors";
import { actingUser, type TenantCtx } from "@/lib/db";
import type { SignedInIdentity } from "./actor";
import { PERSONAL_TOKEN_DEFAULT_DAYS } from "./contracts";
import { forgetActors } from "./actor-cache";
import { signToken } from "./tokens";

const DAY_MS = 24 * 3600 * 1000;

interface ApiTokenRow {
  id: string;
  name: string;
  tokenHint: string;
  expiresAt: Date;
  lastUsedAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
}

function tokenDTO(row: ApiTokenRow) {
  return {
    id: row.id,
    name: row.name,
    tokenHint: row.tokenHint,
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Signs a JWT whose `jti` is the new ApiToken row: actor resolution checks that row on every
 * request, so revoking it (or removing the user, which deletes it) ends the token at once.
 */
export async function createPersonalToken(
  ctx: TenantCtx & { identity: SignedInIdentity },
  body: { name: string; expiresAt?: Date },
) {
  const user = actingUser(ctx);
  // A leaked token must not be able to outlive its own revocation by minting successors.
  if (user.tokenId) throw forbidden("A personal access token cannot create tokens; sign in to create one");
  const id = randomUUID();
  const expiresAt = body.expiresAt ?? new Date(Date.now() + PERSONAL_TOKEN_DEFAULT_DAYS * DAY_MS);
  const token = await signToken(
    { sub: ctx.identity.sub, email: user.email, userId: user.userId, companyId: ctx.companyId },
    { expiresAt, tokenId: id },
  );
  const row = await ctx.db.apiToken.create({
    data: { id, companyId: ctx.companyId, userId: user.userId, name: body.name, tokenHint: token.slice(-4), expiresAt },
  });
  return { id: row.id, name: row.name, token, expiresAt: row.expiresAt.toISOString() };
}

export async function listPersonalTokens(ctx: TenantCtx, page: { limit: number; offset: number }) {
  const where = { userId: actingUser(ctx).userId };
  const [rows, total] = await Promise.all([
    ctx.db.apiToken.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: page.limit,
      skip: page.offset,
    }),
    ctx.db.apiToken.count({ where }),
  ]);
  return { items: rows.map(tokenDTO), total, limit: page.limit, offset: page.offset };
}

export async function revokePersonalToken(ctx: TenantCtx, id: string): Promise<void> {
  const row = await ctx.db.apiToken.findFirst({
    where: { id, userId: actingUser(ctx).userId },
    select: { revokedAt: true },
  });
  if (!row) throw notFound("Token");
  if (row.revokedAt) return;
  await ctx.db.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
  await forgetActors(ctx.db);
}
