import { describe, expect, it } from "vitest";
import { allContracts } from "@/lib/api/registry";

describe("contract registry", () => {
  it("has one contract per method and path", () => {
    const keys = allContracts.map((c) => `${c.method} ${c.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
