import { describe, expect, it } from "vitest";
import {
  EVERY_DAY,
  nextFreeSlots,
  slotRowErrors,
  slotRowsFrom,
  slotsBody,
  slotSummary,
  type SlotRow,
} from "@/components/queues/slots";

const row = (day: string, time: string, key = `${day}-${time}`): SlotRow => ({ key, day, time });

describe("queue slot editor <-> API slots", () => {
  it("every day first, then Monday to Sunday by time; dayOfWeek null is the editor's every day", () => {
    const rows = slotRowsFrom([
      { dayOfWeek: 0, time: "10:00" },
      { dayOfWeek: 1, time: "17:00" },
      { dayOfWeek: null, time: "09:00" },
      { dayOfWeek: 1, time: "08:30" },
    ]);
    expect(rows.map((r) => [r.day, r.time])).toEqual([
      [EVERY_DAY, "09:00"],
      ["1", "08:30"],
      ["1", "17:00"],
      ["0", "10:00"],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
    expect(slotsBody(rows)).toEqual([
      { dayOfWeek: null, time: "09:00" },
      { dayOfWeek: 1, time: "08:30" },
      { dayOfWeek: 1, time: "17:00" },
      { dayOfWeek: 0, time: "10:00" },
    ]);
  });

  it("flags a row without a time and a repeated day and time, keyed like the API's details", () => {
    expect(
      slotRowErrors([row("1", "09:00"), row(EVERY_DAY, ""), row("1", "09:00", "again"), row(EVERY_DAY, "09:00")]),
    ).toEqual({
      "slots.1.time": "Pick a time",
      "slots.2.time": "Same day and time as another slot",
    });
    expect(slotRowErrors([row("1", "09:00"), row("2", "09:00")])).toEqual({});
  });

  it("summarises by day, Sunday last", () => {
    expect(slotSummary([])).toBe("No slots");
    expect(
      slotSummary([
        { dayOfWeek: 0, time: "10:00" },
        { dayOfWeek: 3, time: "17:00" },
        { dayOfWeek: null, time: "09:00" },
        { dayOfWeek: 3, time: "12:30" },
      ]),
    ).toBe("Every day 09:00 · Wed 12:30, 17:00 · Sun 10:00");
  });

  it("next free slots skip the ones items hold, in the queue's zone", () => {
    // Monday 2031-03-03 10:00 in Berlin (UTC+1); slots every day at 09:00 Berlin = 08:00Z.
    const now = new Date("2031-03-03T09:00:00Z");
    const free = nextFreeSlots(
      [{ dayOfWeek: null, time: "09:00" }],
      "Europe/Berlin",
      now,
      ["2031-03-04T08:00:00.000Z"],
      2,
    );
    expect(free.map((d) => d.toISOString())).toEqual(["2031-03-05T08:00:00.000Z", "2031-03-06T08:00:00.000Z"]);
    expect(nextFreeSlots([], "Europe/Berlin", now, [], 3)).toEqual([]);
  });
});
