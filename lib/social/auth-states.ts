import { createHash, randomBytes } from "node:crypto";
import { badRequest } from "@/lib/api/errors";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { actingUser, type TenantCtx } from "@/lib/db";

/** decisions.md: a connect's state is good for 10 minutes, once. */
export const STATE_TTL_MS = 10 * 60_000;

const hashOf = (state: string) => createHash("sha256").update(state).digest("base64url");
const verifierContext = (stateHash: string) => `social-auth-state:${stateHash}`;

export interface NewAuthState {
  platform: string;
  codeVerifier: string;
  callbackUrl: string;
  returnTo?: string;
  instanceUrl?: string;
  mastodonAppId?: string;
}

/** An unguessable state for one connect. */
export const newState = () => randomBytes(32).toString("base64url");

/** Keeps a state for the acting user until its callback; only its hash is stored, the PKCE verifier sealed. */
export async function saveAuthState(
  ctx: TenantCtx,
  state: string,
  input: NewAuthState,
  now = new Date(),
): Promise<void> {
  const stateHash = hashOf(state);
  await ctx.db.socialAuthState.create({
    data: {
      companyId: ctx.companyId,
      userId: actingUser(ctx).userId,
      platform: input.platform,
      stateHash,
      codeVerifier: encryptSecret(input.codeVerifier, verifierContext(stateHash)),
      callbackUrl: input.callbackUrl,
      returnTo: input.returnTo ?? null,
      instanceUrl: input.instanceUrl ?? null,
      mastodonAppId: input.mastodonAppId ?? null,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    },
  });
}

export interface ConsumedAuthState {
  codeVerifier: string;
  callbackUrl: string;
  returnTo: string | null;
  instanceUrl: string | null;
  mastodonAppId: string | null;
}

const INVALID_STATE = "is invalid, expired or already used: start connecting again";

/**
 * Takes the state for this callback, once: it must be the caller's company's (the scoped client
 * sees no other), the caller's own, for this platform, unexpired and unused. One conditional
 * update decides, so two callbacks racing with one state cannot both win. Anything else: 400.
 */
export async function consumeAuthState(
  ctx: TenantCtx,
  platform: string,
  state: string,
  now = new Date(),
): Promise<ConsumedAuthState> {
  const stateHash = hashOf(state);
  const where = { stateHash, platform, userId: actingUser(ctx).userId, usedAt: null, expiresAt: { gt: now } };
  const { count } = await ctx.db.socialAuthState.updateMany({ where, data: { usedAt: now } });
  if (count !== 1) throw badRequest({ state: INVALID_STATE });
  const row = await ctx.db.socialAuthState.findFirstOrThrow({ where: { stateHash } });
  return {
    codeVerifier: decryptSecret(row.codeVerifier, verifierContext(stateHash)),
    callbackUrl: row.callbackUrl,
    returnTo: row.returnTo,
    instanceUrl: row.instanceUrl,
    mastodonAppId: row.mastodonAppId,
  };
}
