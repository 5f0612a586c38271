import { describe, expect, it } from "vitest";
import { ApiError, payloadTooLarge } from "./errors";

describe("ApiError", () => {
  it("is recognised whichever copy of the module made it (the production server reads bodies with its own copy)", async () => {
    // A query makes Vite load the file again as a separate module: a second ApiError class.
    // @ts-expect-error TypeScript does not resolve a query import; Vite does.
    const copy = (await import("./errors?second-copy")) as typeof import("./errors");
    expect(copy.ApiError).not.toBe(ApiError);
    const tooLarge = copy.payloadTooLarge(1024);
    expect(tooLarge instanceof ApiError).toBe(true);
    expect(payloadTooLarge(1024) instanceof copy.ApiError).toBe(true);
    expect(new Error("Payload too large") instanceof ApiError).toBe(false);
    expect({ status: 413 } instanceof ApiError).toBe(false);
  });
});
