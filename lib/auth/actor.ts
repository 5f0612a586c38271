import { decode } from "next-auth/jwt";
import { adminDb } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import { unauthorized } from "@/lib/api/errors";
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

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

type UserWithRole = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function findUser(where: { id: string } | { email: string }) {
  return adminDb().user.findUnique({ where, include: { role: { select: { name: true, permissions: true } } } });
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

const TOKEN_USE_RESOLUTION_MS = 60_000;

/** Records when a personal token was last used, at most once a minute, off the request's path. */
function noteTokenUse(id: string, lastUsedAt: Date | null): void {
  const now = Date.now();
  if (lastUsedAt && now - lastUsedAt.getTime() < TOKEN_USE_RESOLUTION_MS) return;
  adminDb()
    .apiToken.updateMany({
      where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - TOKEN_USE_RESOLUTION_MS) } }] },
      data: { lastUsedAt: new Date(now) },
    })
    .catch(() => undefined);
}

async function fromBearer(token: string): Promise<Actor> {
  const claims = await verifyToken(token);
  if (!claims) throw unauthorized();
  const identity = { sub: claims.sub, email: claims.email };
  if (claims.jti) {
    const row = await adminDb().apiToken.findUnique({
      where: { id: claims.jti },
      include: { user: { include: { role: { select: { name: true, permissions: true } } } } },
    });
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized();
    noteTokenUse(row.id, row.lastUsedAt);
    return { identity, user: toActor(row.user, row.id) };
  }
  if (claims.userId) {
    const user = await findUser({ id: claims.userId });
    if (!user || (claims.companyId && user.companyId !== claims.companyId)) throw unauthorized();
    return { identity, user: toActor(user) };
  }
  const user = await findUser({ email: claims.email.toLowerCase() });
  return { identity, user: user ? toActor(user) : null };
}

async function fromSessionCookie(req: Request): Promise<Actor | null> {
  for (const name of SESSION_COOKIES) {
    const raw = readCookie(req, name);
    if (!raw) continue;
    const session = await decode({ token: raw, secret: authSecret() }).catch(() => null);
    if (!session?.email || !session.sub) return null;
    const email = session.email.toLowerCase();
    const user = await findUser({ email });
    return { identity: { sub: session.sub, email }, user: user ? toActor(user) : null };
  }
  return null;
}

/**
 * Who is calling. A bearer header wins over a session cookie, and a bad bearer is 401 even when
 * a valid cookie is also present: an API client must learn its token is wrong.
 */
export async function resolveActor(req: Request): Promise<Actor | null> {
  const header = req.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized();
    return fromBearer(match[1]);
  }
  return fromSessionCookie(req);
}
