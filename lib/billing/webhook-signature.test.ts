import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { validSignature } from "./webhook-signature";

const sign = (body: string, secret: string) => createHmac("sha256", secret).update(body).digest("hex");

describe("validSignature", () => {
  const body = '{"meta":{"event_name":"subscription_created"}}';
  it("accepts the hex HMAC-SHA256 of the raw body, in either case", () => {
    expect(validSignature(body, sign(body, "s3cret"), "s3cret")).toBe(true);
    expect(validSignature(body, sign(body, "s3cret").toUpperCase(), "s3cret")).toBe(true);
  });
  it("refuses a missing, short, long, non-hex, other-secret or other-body signature without throwing", () => {
    const good = sign(body, "s3cret");
    for (const header of [
      null,
      "",
      good.slice(0, 10),
      good + "00",
      "z".repeat(64),
      sign(body, "other"),
      sign(body + " ", "s3cret"),
    ]) {
      expect(validSignature(body, header, "s3cret")).toBe(false);
    }
  });
  it("checks the bytes as sent: a body that is not valid UTF-8 is signed over its bytes, not over a decoding of them", () => {
    const bytes = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const overBytes = createHmac("sha256", "s3cret").update(bytes).digest("hex");
    expect(validSignature(bytes, overBytes, "s3cret")).toBe(true);
    expect(validSignature(bytes.toString("utf8"), overBytes, "s3cret")).toBe(false);
  });
});
