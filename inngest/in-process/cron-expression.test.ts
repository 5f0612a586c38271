import { describe, expect, it } from "vitest";
import { parseCron, previousSlot } from "./cron-expression";

const slot = (expr: string, at: string) => previousSlot(parseCron(expr), new Date(at)).toISOString();

describe("cron expressions", () => {
  it("finds the latest matching minute at or before a moment", () => {
    expect(slot("0 3 * * *", "2030-05-10T02:59:59Z")).toBe("2030-05-09T03:00:00.000Z");
    expect(slot("0 3 * * *", "2030-05-10T03:00:00Z")).toBe("2030-05-10T03:00:00.000Z");
    expect(slot("0 3 * * *", "2030-05-10T03:00:42.500Z")).toBe("2030-05-10T03:00:00.000Z");
    expect(slot("* * * * *", "2030-05-10T10:17:30Z")).toBe("2030-05-10T10:17:00.000Z");
  });

  it("reads steps, ranges and lists", () => {
    expect(slot("*/15 * * * *", "2030-05-10T10:44:00Z")).toBe("2030-05-10T10:30:00.000Z");
    expect(slot("10-20/5 8,12 * * *", "2030-05-10T12:19:00Z")).toBe("2030-05-10T12:15:00.000Z");
    expect(slot("10-20/5 8,12 * * *", "2030-05-10T11:00:00Z")).toBe("2030-05-10T08:20:00.000Z");
    expect(slot("0 0 1 */3 *", "2030-05-10T00:00:00Z")).toBe("2030-04-01T00:00:00.000Z");
  });

  it("reads day-of-week (0 and 7 are Sunday) and ORs it with day-of-month when both are set", () => {
    // 2030-05-10 is a Friday.
    expect(slot("0 9 * * 1", "2030-05-10T12:00:00Z")).toBe("2030-05-06T09:00:00.000Z");
    expect(slot("0 9 * * 7", "2030-05-10T12:00:00Z")).toBe("2030-05-05T09:00:00.000Z");
    expect(slot("0 9 * * 1-5", "2030-05-12T12:00:00Z")).toBe("2030-05-10T09:00:00.000Z");
    expect(slot("0 9 1 * 3", "2030-05-10T12:00:00Z")).toBe("2030-05-08T09:00:00.000Z");
  });

  it("crosses month and year boundaries and finds rare dates", () => {
    expect(slot("30 23 31 12 *", "2031-01-01T00:00:00Z")).toBe("2030-12-31T23:30:00.000Z");
    expect(slot("0 0 29 2 *", "2030-05-10T00:00:00Z")).toBe("2028-02-29T00:00:00.000Z");
  });

  it("refuses syntax it does not understand and dates that never exist", () => {
    expect(() => parseCron("0 3 * *")).toThrow(/5 fields/);
    expect(() => parseCron("TZ=Europe/Paris 0 3 * * *")).toThrow(/5 fields/);
    expect(() => parseCron("61 * * * *")).toThrow(/minute/);
    expect(() => parseCron("0 3 * JAN *")).toThrow(/month/);
    expect(() => parseCron("0 3 L * *")).toThrow(/day-of-month/);
    expect(() => parseCron("0 0 31 2 *")).toThrow(/no date/);
  });
});
