import { decode } from "next-auth/jwt";
import { adminDb, Prisma } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import { unauthorized } from "@/lib/api/errors";
import { rememberedActor } from "./actor-cache";
import type { Permission } from "./permissions";
import { verifyToken } from "./tokens";

export interface SignedInIdentity {
  sub: string;
  email: string;
}

export interface UserActor {
  userId: string;
  companyId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roleId: string;
  roleName: string;
  permissions: Permission[];
  isSuperAdmin: boolean;
  /** Set when the caller used a personal access token. */
  tokenId?: string;
}

export interface Actor {
  identity: SignedInIdentity;
  user: UserActor | null;
}

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The request headers the caller is read from (a Fetch Request's, or the production server's view of Node's). */
type CallerHeaders = { headers: { get(name: string): string | null } };

function readCookie(req: CallerHeaders, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

interface UserWithRole {
  id: string;
  companyId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roleId: string;
  isSuperAdmin: boolean;
  role: { name: string; permissions: string[] };
}

interface UserRoleRow extends Omit<UserWithRole, "role"> {
  roleName: string;
  permissions: string[];
}

/** User and role in one round trip: this runs on every authenticated request. */
async function findUser(where: { id: string } | { email: string }): Promise<UserWithRole | null> {
  const select = Prisma.sql`SELECT u.id, u."companyId", u.email, u."firstName", u."lastName", u."roleId", u."isSuperAdmin",
      r.name AS "roleName", r.permissions
    FROM "User" u JOIN "Role" r ON r.id = u."roleId"`;
  const rows = await adminDb().$rows<UserRoleRow>(
    "id" in where
      ? Prisma.sql`${select} WHERE u.id = ${where.id}::uuid`
      : Prisma.sql`${select} WHERE u.email = ${where.email}`,
  );
  const row = rows[0];
  if (!row) return null;
  const { roleName, permissions, ...user } = row;
  return { ...user, role: { name: roleName, permissions } };
}

function toActor(user: UserWithRole, tokenId?: string): UserActor {
  return {
    userId: user.id,
    companyId: user.companyId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roleId: user.roleId,
    roleName: user.role.name,
    permissions: user.role.permissions as Permission[],
    isSuperAdmin: user.isSuperAdmin || env.superAdminEmails.includes(user.email.toLowerCase()),
    tokenId,
  };
}

/** The member with this e-mail as an acting user, or null: a Slack button acts as the member who clicks it. */
export async function userActorByEmail(email: string): Promise<UserActor | null> {
  const user = await findUser({ email: email.toLowerCase() });
  return user ? toActor(user) : null;
}

const found = (value: unknown) => value !== null;

/** The user as an actor, remembered briefly (actor-cache.ts): this runs on every authenticated request. */
const actorById = (id: string) =>
  rememberedActor(
    `user:${id}`,
    async () => {
      const user = await findUser({ id });
      return user && toActor(user);
    },
    found,
  );

const actorByEmail = (email: string) =>
  rememberedActor(
    `email:${email}`,
    async () => {
      const user = await findUser({ email });
      return user && toActor(user);
    },
    found,
  );

interface TokenRow {
  id: string;
  revokedAt: Date | null;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

/** A personal token's row and its user's actor, remembered briefly: revocation and expiry are checked on each use. */
const personalToken = (id: string) =>
  rememberedActor(
    `token:${id}`,
    async (): Promise<{ row: TokenRow; actor: UserActor } | null> => {
      const row = await adminDb().apiToken.findUnique({
        where: { id },
        select: { id: true, userId: true, revokedAt: true, expiresAt: true, lastUsedAt: true },
      });
      const user = row && (await findUser({ id: row.userId }));
      return row && user ? { row, actor: toActor(user, row.id) } : null;
    },
    found,
  );

const TOKEN_USE_RESOLUTION_MS = 60_000;

/** Records when a personal token was last used, at most once a minute (so the write is rare). */
async function noteTokenUse(row: TokenRow): Promise<void> {
  const now = Date.now();
  if (row.lastUsedAt && now - row.lastUsedAt.getTime() < TOKEN_USE_RESOLUTION_MS) return;
  // The remembered row too: the requests after this one need not write again.
  row.lastUsedAt = new Date(now);
  const { id } = row;
  await adminDb().apiToken.updateMany({
    where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - TOKEN_USE_RESOLUTION_MS) } }] },
    data: { lastUsedAt: new Date(now) },
  });
}

async function fromBearer(token: string): Promise<Actor> {
  const claims = await verifyToken(token);
  if (!claims) throw unauthorized();
  const identity = { sub: claims.sub, email: claims.email };
  if (claims.jti) {
    const token = await personalToken(claims.jti);
    if (!token || token.row.revokedAt || token.row.expiresAt.getTime() <= Date.now()) throw unauthorized();
    await noteTokenUse(token.row);
    return { identity, user: token.actor };
  }
  if (claims.userId) {
    const user = await actorById(claims.userId);
    if (!user || (claims.companyId && user.companyId !== claims.companyId)) throw unauthorized();
    return { identity, user };
  }
  return { identity, user: await actorByEmail(claims.email.toLowerCase()) };
}

async function fromSessionCookie(req: CallerHeaders): Promise<Actor | null> {
  for (const name of SESSION_COOKIES) {
    const raw = readCookie(req, name);
    if (!raw) continue;
    const session = await decode({ token: raw, secret: authSecret() }).catch(() => null);
    if (!session?.email || !session.sub) return null;
    const email = session.email.toLowerCase();
    return { identity: { sub: session.sub, email }, user: await actorByEmail(email) };
  }
  return null;
}

/**
 * Who is calling. A bearer header wins over a session cookie, and a bad bearer is 401 even when
 * a valid cookie is also present: an API client must learn its token is wrong.
 */
export async function resolveActor(req: CallerHeaders): Promise<Actor | null> {
  const header = req.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized();
    return fromBearer(match[1]);
  }
  return fromSessionCookie(req);
}
