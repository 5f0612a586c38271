import { describe, expect, it } from "vitest";
import { ApiClientError, errorMessage } from "@/lib/api/client";

const invalid = (details: Record<string, string>) =>
  new ApiClientError(400, { error: "Validation failed", message: "Validation failed", details });

describe("errorMessage", () => {
  it("names each field a 400 refused, as a person would name it", () => {
    expect(errorMessage(invalid({ "settings.username": "is required" }))).toBe("Username is required.");
    expect(
      errorMessage(invalid({ startDate: "must be before endDate", "posts.0.scheduledAt": "must be in the future" })),
    ).toBe("Start date must be before endDate. Scheduled at must be in the future.");
  });

  it("keeps a message written as a sentence, and counts the fields past the third", () => {
    expect(errorMessage(invalid({ channel: "Choose a channel first" }))).toBe("Choose a channel first.");
    expect(errorMessage(invalid({ a: "is required", b: "is required", c: "is required", d: "x", e: "y" }))).toBe(
      "A is required. B is required. C is required. 2 more fields need fixing.",
    );
  });

  it("answers other failures with their own message", () => {
    expect(errorMessage(new ApiClientError(409, { error: "NO_SUBSCRIPTION", message: "No subscription yet" }))).toBe(
      "No subscription yet",
    );
    expect(errorMessage(invalid({}))).toBe("Validation failed");
    expect(errorMessage(new Error("offline"))).toBe("offline");
    expect(errorMessage("?")).toBe("Something went wrong.");
  });
});
