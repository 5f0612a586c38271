import { createHash } from "node:crypto";

/**
 * Record keys of type TID (atproto.com/specs/tid): a 64-bit integer, top bit 0, then 53 bits of
 * microseconds since the epoch and a 10-bit clock id, written as 13 characters of base32-sortable.
 */
const BASE32_SORTABLE = "234567abcdefghijklmnopqrstuvwxyz";
const TID_PATTERN = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;

export function isTid(value: string): boolean {
  return TID_PATTERN.test(value);
}

function encodeTid(micros: bigint, clockId: bigint): string {
  let value = (micros << 10n) | clockId;
  let out = "";
  for (let i = 0; i < 13; i++) {
    out = BASE32_SORTABLE[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/**
 * The record key of one part of a delivery: the same delivery key, time and part always give the
 * same TID, so a repeated createRecord names the record the first one may have written and cannot
 * make a second post. The time is the delivery's (the key sorts where the post belongs); the
 * microseconds within its millisecond and the clock id come from a hash of the key, so two
 * deliveries created in the same millisecond still differ.
 */
export function deliveryRecordKey(idempotencyKey: string, keyTime: Date, part: number): string {
  const digest = createHash("sha256").update(`${idempotencyKey}:${part}`).digest();
  const micros = BigInt(keyTime.getTime()) * 1000n + BigInt(digest.readUInt16BE(0) % 1000);
  return encodeTid(micros, BigInt(digest.readUInt16BE(2) & 0x3ff));
}
