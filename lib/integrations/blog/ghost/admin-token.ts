import { SignJWT } from "jose";

/**
 * Ghost Admin API tokens: the Admin API key is `<id>:<hex secret>`; a token is a JWT signed with
 * HS256 by the decoded secret, `kid` the key's id, audience `/admin/`, valid five minutes.
 */
export const GHOST_ADMIN_KEY = /^[0-9a-f]{24}:[0-9a-f]{64}$/;

export async function ghostAdminToken(adminKey: string, now = new Date()): Promise<string> {
  const [id, secret] = adminKey.split(":");
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT", kid: id })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 5 * 60)
    .setAudience("/admin/")
    .sign(Buffer.from(secret, "hex"));
}
