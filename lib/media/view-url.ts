import { VIEW_URL_TTL_SECONDS } from "./limits";
import { signToken, verifyToken } from "./signed-token";

export type MediaVariant = "original" | "thumbnail";

export interface ViewGrant {
  /** company, asset, variant, expiry (epoch seconds) */
  c: string;
  a: string;
  v: MediaVariant;
  exp: number;
}

/** A link to one asset's bytes that works without a token for 15 minutes; made on every read, never stored. */
export function viewUrl(
  baseUrl: string,
  companyId: string,
  assetId: string,
  variant: MediaVariant,
  now = Date.now(),
): string {
  const token = signToken("media-view", {
    c: companyId,
    a: assetId,
    v: variant,
    exp: Math.floor(now / 1000) + VIEW_URL_TTL_SECONDS,
  });
  return `${baseUrl}/api/media/${token}`;
}

export function readViewGrant(token: string): ViewGrant | null {
  const grant = verifyToken<ViewGrant>("media-view", token);
  return grant &&
    typeof grant.c === "string" &&
    typeof grant.a === "string" &&
    (grant.v === "original" || grant.v === "thumbnail")
    ? grant
    : null;
}
