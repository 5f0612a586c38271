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
});
