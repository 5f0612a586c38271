import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  configuredKeys,
  decryptSecret,
  encryptSecret,
  keyIdOf,
  reencryptSecret,
  SecretDecryptionError,
} from "./secret-box";

const key = (id: string) => `${id}:${crypto.randomBytes(32).toString("base64")}`;

describe("secret box", () => {
  const keys = configuredKeys(key("k1"));

  it("round-trips and never repeats a ciphertext", () => {
    const a = encryptSecret("refresh-token-value", "acct:1", keys);
    const b = encryptSecret("refresh-token-value", "acct:1", keys);
    expect(a).not.toBe(b);
    expect(a).not.toContain("refresh-token-value");
    expect(keyIdOf(a)).toBe("k1");
    expect(decryptSecret(a, "acct:1", keys)).toBe("refresh-token-value");
  });

  it("refuses a tampered value", () => {
    const sealed = encryptSecret("secret", "", keys);
    const parts = sealed.split(":");
    const ct = Buffer.from(parts[5], "base64url");
    ct[0] ^= 1;
    parts[5] = ct.toString("base64url");
    expect(() => decryptSecret(parts.join(":"), "", keys)).toThrow(SecretDecryptionError);
  });

  it("refuses the wrong key, an unknown key id and another context", () => {
    const sealed = encryptSecret("secret", "acct:1", keys);
    const otherKeyWithSameId = configuredKeys(key("k1"));
    expect(() => decryptSecret(sealed, "acct:1", otherKeyWithSameId)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(sealed, "acct:1", configuredKeys(key("k2")))).toThrow(/no configured key/);
    expect(() => decryptSecret(sealed, "acct:2", keys)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret("plain text", "", keys)).toThrow(SecretDecryptionError);
  });

  it("rotates: the new first key encrypts, the old one still decrypts, re-encryption moves values over", () => {
    const old = encryptSecret("token", "c", keys);
    const rotated = [...configuredKeys(key("k2")), ...keys];
    expect(rotated[0].id).toBe("k2");
    expect(decryptSecret(old, "c", rotated)).toBe("token");
    const fresh = encryptSecret("token", "c", rotated);
    expect(keyIdOf(fresh)).toBe("k2");
    const moved = reencryptSecret(old, "c", rotated);
    expect(keyIdOf(moved)).toBe("k2");
    expect(decryptSecret(moved, "c", rotated)).toBe("token");
    expect(reencryptSecret(moved, "c", rotated)).toBe(moved);
  });

  it("derives a key from AUTH_SECRET when none is configured, and rejects malformed configuration", () => {
    const derived = configuredKeys("");
    expect(derived).toHaveLength(1);
    expect(derived[0].key).toHaveLength(32);
    expect(decryptSecret(encryptSecret("x", "", derived), "", configuredKeys(""))).toBe("x");
    expect(() => configuredKeys("k1:c2hvcnQ=")).toThrow(/32-byte/);
    expect(() => configuredKeys("bad id:" + crypto.randomBytes(32).toString("base64"))).toThrow();
  });

  it("derives each configuration's keys once, and a changed AUTH_SECRET or ENCRYPTION_KEYS gets its own", () => {
    const before = process.env.AUTH_SECRET;
    try {
      process.env.AUTH_SECRET = "first-secret-first-secret-first-secret-01";
      const first = configuredKeys("");
      expect(configuredKeys("")).toBe(first);
      process.env.AUTH_SECRET = "second-secret-second-secret-second-sec-02";
      const second = configuredKeys("");
      expect(second[0].key.equals(first[0].key)).toBe(false);
      expect(() => decryptSecret(encryptSecret("x", "", first), "", second)).toThrow(SecretDecryptionError);
      process.env.AUTH_SECRET = "first-secret-first-secret-first-secret-01";
      expect(configuredKeys("")[0].key.equals(first[0].key)).toBe(true);
    } finally {
      if (before === undefined) delete process.env.AUTH_SECRET;
      else process.env.AUTH_SECRET = before;
    }
    const spec = key("k3");
    expect(configuredKeys(spec)).toBe(configuredKeys(spec));
    expect(configuredKeys(key("k3"))[0].key.equals(configuredKeys(spec)[0].key)).toBe(false);
  });
});
