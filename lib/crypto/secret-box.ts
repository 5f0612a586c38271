import crypto from "node:crypto";
import { authSecret, env } from "@/lib/env";

/**
 * Secrets at rest (social tokens, app passwords, client secrets): AES-256-GCM, a fresh 96-bit IV
 * per value, and the key id inside every ciphertext so keys can rotate: new values use the first
 * configured key, old ones still open with theirs. Format:
 * `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts).
 *
 * `context` (e.g. "social-account:<id>:refresh") is bound as additional data, so a ciphertext
 * copied into another row or field does not decrypt.
 */
export interface EncryptionKey {
  id: string;
  key: Buffer;
}

const PREFIX = "enc:v1:";
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export class SecretDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretDecryptionError";
  }
}

/**
 * ENCRYPTION_KEYS, or one key derived from AUTH_SECRET (id "auth") when unset, so the embedded
 * setup works with no configuration. Changing AUTH_SECRET then makes stored secrets unreadable:
 * production should set ENCRYPTION_KEYS.
 *
 * Parsed and derived once per configuration (the derivation cost about a millisecond on every
 * decrypt): a changed ENCRYPTION_KEYS or AUTH_SECRET is a new entry, and only the last few are kept.
 */
export function configuredKeys(spec: string = env.encryptionKeys): EncryptionKey[] {
  const source = spec.trim() ? `keys:${spec}` : `auth:${authSecret()}`;
  let keys = derivedKeys.get(source);
  if (!keys) {
    keys = parseKeys(spec);
    if (derivedKeys.size >= MAX_CONFIGURATIONS) derivedKeys.delete(derivedKeys.keys().next().value!);
    derivedKeys.set(source, keys);
  }
  return keys;
}

const MAX_CONFIGURATIONS = 8;
const derivedKeys = new Map<string, EncryptionKey[]>();

function parseKeys(spec: string): EncryptionKey[] {
  if (!spec.trim()) {
    const key = Buffer.from(crypto.hkdfSync("sha256", authSecret(), "reach", "secrets-at-rest", 32));
    return [{ id: "auth", key }];
  }
  return spec.split(",").map((entry) => {
    const [id, encoded] = entry.trim().split(":");
    const key = Buffer.from(encoded ?? "", "base64");
    if (!id || !KEY_ID.test(id) || key.length !== 32) {
      throw new Error("ENCRYPTION_KEYS must be comma-separated keyId:base64 pairs of 32-byte keys");
    }
    return { id, key };
  });
}

export function encryptSecret(plaintext: string, context = "", keys: EncryptionKey[] = configuredKeys()): string {
  const { id, key } = keys[0];
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(`${id}\0${context}`));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return (
    PREFIX +
    [id, iv, cipher.getAuthTag(), ciphertext]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(":")
  );
}

export function decryptSecret(value: string, context = "", keys: EncryptionKey[] = configuredKeys()): string {
  if (!value.startsWith(PREFIX)) throw new SecretDecryptionError("not an encrypted value");
  const [id, iv, tag, ciphertext] = value.slice(PREFIX.length).split(":");
  const entry = keys.find((k) => k.id === id);
  if (!entry) throw new SecretDecryptionError(`no configured key with id "${id}"`);
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", entry.key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(`${id}\0${context}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretDecryptionError("the value was altered or belongs to another key or context");
  }
}

/** The id of the key a value was sealed with, so a rotation job can find values still on an old key. */
export function keyIdOf(value: string): string | null {
  return value.startsWith(PREFIX) ? value.slice(PREFIX.length).split(":")[0] : null;
}

/** Re-seals a value under the current (first) key; already-current values come back unchanged. */
export function reencryptSecret(value: string, context = "", keys: EncryptionKey[] = configuredKeys()): string {
  return keyIdOf(value) === keys[0].id ? value : encryptSecret(decryptSecret(value, context, keys), context, keys);
}
