import { describe, expect, it } from "vitest";
import { dayEntries, splitSiblings } from "@/components/calendar/occurrence-groups";
import { pollInterval } from "@/components/calendar/occurrence-states";
import { layoutDay } from "@/components/calendar/time-grid-layout";
import type { OccurrenceDTO } from "@/lib/social/contracts";

let n = 0;
function occurrence(fields: Partial<OccurrenceDTO>): OccurrenceDTO {
  n += 1;
  return {
    occurrenceId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    sourcePostId: "post-1",
    campaignId: null,
    platform: "twitter",
    socialAccountId: null,
    scheduledAt: "2026-07-14T09:00:00.000Z",
    splitGroupId: null,
    status: "SCHEDULED",
    attempts: 0,
    lastError: null,
    publishedAt: null,
    platformPostId: null,
    platformPostUrl: null,
    content: "Hello",
    ...fields,
  };
}

describe("a day's entries", () => {
  it("a split's members and a post's networks stay together; other posts stand alone, in order of first time", () => {
    const splitX = occurrence({
      sourcePostId: "a",
      splitGroupId: "g1",
      platform: "twitter",
      scheduledAt: "2026-07-14T08:00:00Z",
    });
    const lone = occurrence({ sourcePostId: "b", scheduledAt: "2026-07-14T09:00:00Z" });
    const splitLi = occurrence({
      sourcePostId: "a",
      splitGroupId: "g1",
      platform: "linkedin",
      scheduledAt: "2026-07-14T10:00:00Z",
    });
    const sharedX = occurrence({ sourcePostId: "c", scheduledAt: "2026-07-14T11:00:00Z" });
    const sharedLi = occurrence({ sourcePostId: "c", platform: "linkedin", scheduledAt: "2026-07-14T11:00:00Z" });
    const entries = dayEntries([splitX, lone, splitLi, sharedX, sharedLi]);
    expect(entries.map((e) => [e.key, e.split, e.occurrences.map((o) => o.occurrenceId)])).toEqual([
      ["g1", true, [splitX.occurrenceId, splitLi.occurrenceId]],
      ["b", false, [lone.occurrenceId]],
      ["c", false, [sharedX.occurrenceId, sharedLi.occurrenceId]],
    ]);
  });

  it("a split's siblings are the other members in time order, none for a shared post", () => {
    const late = occurrence({ splitGroupId: "g2", platform: "linkedin", scheduledAt: "2026-07-20T09:00:00Z" });
    const early = occurrence({ splitGroupId: "g2", platform: "bluesky", scheduledAt: "2026-07-15T09:00:00Z" });
    const me = occurrence({ splitGroupId: "g2" });
    const other = occurrence({ splitGroupId: "g3" });
    expect(splitSiblings(me, [late, me, other, early]).map((o) => o.platform)).toEqual(["bluesky", "linkedin"]);
    expect(splitSiblings(occurrence({}), [late, early])).toEqual([]);
  });
});

describe("how often the calendar refetches", () => {
  const now = Date.parse("2026-07-14T09:00:00Z");
  const inMinutes = (m: number) => new Date(now + m * 60_000).toISOString();

  it("every few seconds while one is being sent, checked, or due within minutes (or overdue)", () => {
    expect(pollInterval([occurrence({ status: "PUBLISHING", scheduledAt: inMinutes(-1) })], now)).toBe(3_000);
    expect(pollInterval([occurrence({ status: "UNKNOWN", scheduledAt: inMinutes(-30) })], now)).toBe(3_000);
    expect(pollInterval([occurrence({ status: "SCHEDULED", scheduledAt: inMinutes(2) })], now)).toBe(3_000);
    expect(pollInterval([occurrence({ status: "SCHEDULED", scheduledAt: inMinutes(-1) })], now)).toBe(3_000);
  });

  it("once a minute while posts wait further out or a failed one may be retried; never when nothing can change", () => {
    expect(pollInterval([occurrence({ status: "SCHEDULED", scheduledAt: inMinutes(60 * 24) })], now)).toBe(60_000);
    expect(pollInterval([occurrence({ status: "FAILED" })], now)).toBe(60_000);
    expect(
      pollInterval(
        [occurrence({ status: "PUBLISHED" }), occurrence({ status: "CANCELLED" }), occurrence({ status: "HELD" })],
        now,
      ),
    ).toBe(false);
    expect(pollInterval([], now)).toBe(false);
    expect(pollInterval(undefined, now)).toBe(false);
  });
});

describe("a day on the hour grid", () => {
  const at = (time: string) => occurrence({ scheduledAt: `2026-07-14T${time}:00Z` });
  const lanes = (items: OccurrenceDTO[]) => layoutDay(items, "UTC").map((p) => [p.minute, p.lane, p.lanes]);

  it("posts at their local minute; apart, each has the full width", () => {
    expect(layoutDay([at("09:00")], "Europe/Berlin")[0].minute).toBe(11 * 60);
    expect(lanes([at("11:00"), at("09:00")])).toEqual([
      [9 * 60, 0, 1],
      [11 * 60, 0, 1],
    ]);
  });

  it("posts whose half-hour blocks overlap share the width; a lane freed is taken again", () => {
    expect(lanes([at("09:00"), at("09:00"), at("09:20"), at("09:30")])).toEqual([
      [9 * 60, 0, 3],
      [9 * 60, 1, 3],
      [9 * 60 + 20, 2, 3],
      [9 * 60 + 30, 0, 3],
    ]);
  });

  it("a post starting as the previous block ends begins a new group", () => {
    expect(lanes([at("09:00"), at("09:15"), at("10:00")])).toEqual([
      [9 * 60, 0, 2],
      [9 * 60 + 15, 1, 2],
      [10 * 60, 0, 1],
    ]);
  });
});
