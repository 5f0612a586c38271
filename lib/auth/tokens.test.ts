import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authSecret } from "@/lib/env";
import { signToken, verifyToken } from "./tokens";

const claims = { sub: "ada@example.test", email: "ada@example.test", userId: "u-1", companyId: "c-1" };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const sign = (input: string, secret = authSecret()) => createHmac("sha256", secret).update(input).digest("base64url");

/** A token with any header and payload, signed with the app's secret unless told otherwise. */
function forge(header: unknown, payload: Record<string, unknown>, secret?: string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign(input, secret)}`;
}

const valid = () => ({ ...claims, iss: "reach", aud: "reach-api", exp: Math.floor(Date.now() / 1000) + 60 });

describe("tokens", () => {
  it("verifies what it signs, with the personal token id when there is one", async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const token = await signToken(claims, { expiresAt, tokenId: "tok-1" });
    expect(await verifyToken(token)).toEqual({ ...claims, jti: "tok-1", exp: Math.floor(expiresAt.getTime() / 1000) });
    expect((await verifyToken(await signToken(claims)))?.jti).toBeUndefined();
  });

  it("accepts a token from any HS256 signer holding the secret", async () => {
    expect(await verifyToken(forge({ alg: "HS256" }, valid()))).toMatchObject({ userId: "u-1", companyId: "c-1" });
  });

  it("refuses a changed payload, another secret, another algorithm and alg none", async () => {
    const token = await signToken(claims);
    const [h, , s] = token.split(".");
    expect(await verifyToken(`${h}.${b64({ ...valid(), userId: "u-2" })}.${s}`)).toBeNull();
    expect(await verifyToken(forge({ alg: "HS256" }, valid(), "another-secret"))).toBeNull();
    expect(await verifyToken(forge({ alg: "HS512" }, valid()))).toBeNull();
    expect(await verifyToken(`${b64({ alg: "none" })}.${b64(valid())}.`)).toBeNull();
  });

  it("refuses expired tokens and tokens for another issuer or audience", async () => {
    expect(await verifyToken(await signToken(claims, { expiresAt: new Date(Date.now() - 1000) }))).toBeNull();
    expect(await verifyToken(forge({ alg: "HS256" }, { ...valid(), iss: "elsewhere" }))).toBeNull();
    expect(await verifyToken(forge({ alg: "HS256" }, { ...valid(), aud: "other-api" }))).toBeNull();
  });

  it("refuses a token issued or valid only in the future, beyond a minute of clock skew", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const claim of ["iat", "nbf"]) {
      expect(
        await verifyToken(forge({ alg: "HS256" }, { ...valid(), [claim]: now + 120 })),
        `${claim} in 2 minutes`,
      ).toBeNull();
      expect(
        await verifyToken(forge({ alg: "HS256" }, { ...valid(), [claim]: "now" })),
        `${claim} not a number`,
      ).toBeNull();
      expect(
        await verifyToken(forge({ alg: "HS256" }, { ...valid(), [claim]: now + 30 })),
        `${claim} 30 s ahead`,
      ).not.toBeNull();
      expect(
        await verifyToken(forge({ alg: "HS256" }, { ...valid(), [claim]: now - 3600 })),
        `${claim} an hour ago`,
      ).not.toBeNull();
    }
  });

  it("refuses malformed tokens and claims of the wrong type", async () => {
    for (const bad of ["", "abc", "a.b", "a.b.c.d", `${b64({ alg: "HS256" })}.not-json.sig`])
      expect(await verifyToken(bad)).toBeNull();
    expect(await verifyToken(forge({ alg: "HS256" }, { ...valid(), exp: "tomorrow" }))).toBeNull();
    expect(await verifyToken(forge({ alg: "HS256" }, { ...valid(), email: 42 }))).toBeNull();
    expect(await verifyToken(forge({ alg: "HS256" }, [1, 2] as unknown as Record<string, unknown>))).toBeNull();
  });
});
