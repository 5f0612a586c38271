import { describe, expect, it } from "vitest";
import { nextFreeSlot, slotInstants } from "./next-slot";

const first = (n: number, ...args: Parameters<typeof slotInstants>) =>
  [...slotInstants(...args)].slice(0, n).map((d) => d.toISOString());

describe("queue slots", () => {
  it("daily (dayOfWeek null) and weekly slots in the queue's zone, in order", () => {
    // Monday 2031-03-03 10:00 in Berlin (UTC+1).
    const after = new Date("2031-03-03T09:00:00Z");
    expect(
      first(
        4,
        [
          { dayOfWeek: null, time: "09:00" },
          { dayOfWeek: 3, time: "18:30" },
        ],
        "Europe/Berlin",
        after,
      ),
    ).toEqual([
      "2031-03-04T08:00:00.000Z",
      "2031-03-05T08:00:00.000Z",
      "2031-03-05T17:30:00.000Z",
      "2031-03-06T08:00:00.000Z",
    ]);
  });

  it("keeps the wall-clock time across DST: 09:00 New York is 14:00Z before and 13:00Z after the March change", () => {
    const after = new Date("2031-03-07T20:00:00Z");
    expect(first(3, [{ dayOfWeek: null, time: "09:00" }], "America/New_York", after)).toEqual([
      "2031-03-08T14:00:00.000Z",
      "2031-03-09T13:00:00.000Z",
      "2031-03-10T13:00:00.000Z",
    ]);
  });

  it("southern hemisphere: 09:00 Sydney is 22:00Z (the day before) until DST ends on Sunday 6 April, then 23:00Z", () => {
    const after = new Date("2031-04-04T00:00:00Z");
    expect(first(3, [{ dayOfWeek: null, time: "09:00" }], "Australia/Sydney", after)).toEqual([
      "2031-04-04T22:00:00.000Z",
      "2031-04-05T23:00:00.000Z",
      "2031-04-06T23:00:00.000Z",
    ]);
  });

  it("the next free slot skips taken ones; none at all without slots", () => {
    const after = new Date("2031-03-03T09:00:00Z");
    const slots = [{ dayOfWeek: null, time: "09:00" }];
    const taken = new Set([Date.parse("2031-03-04T08:00:00Z")]);
    expect(nextFreeSlot(slots, "Europe/Berlin", after, taken)?.toISOString()).toBe("2031-03-05T08:00:00.000Z");
    expect(nextFreeSlot([], "Europe/Berlin", after, new Set())).toBeNull();
  });
});
