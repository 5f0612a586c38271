import { describe, expect, it } from "vitest";
import { timeZoneGroups } from "@/components/ui/time-zones";

describe("timeZoneGroups", () => {
  const groups = timeZoneGroups(new Date("2026-01-15T12:00:00Z"));
  const all = groups.flatMap(([, zones]) => zones);

  it("lists every zone the runtime knows once, under its region, regions in order (UTC is the picker's own first option)", () => {
    expect(all.map((z) => z.zone).sort()).toEqual(
      Intl.supportedValuesOf("timeZone")
        .filter((z) => z !== "UTC")
        .sort(),
    );
    const regions = groups.map(([region]) => region);
    expect(regions).toEqual([...regions].sort((a, b) => a.localeCompare(b)));
    expect(groups.find(([region]) => region === "Europe")![1].map((z) => z.zone)).toContain("Europe/Berlin");
  });

  it("labels a zone with its place and its offset at that moment", () => {
    const label = (zone: string) => all.find((z) => z.zone === zone)!.label;
    expect(label("Europe/Berlin")).toBe("Berlin (UTC+01:00)");
    expect(label("America/New_York")).toBe("New York (UTC-05:00)");
    expect(label("Australia/Adelaide")).toBe("Adelaide (UTC+10:30)");
    expect(label("America/Argentina/San_Juan")).toBe("Argentina – San Juan (UTC-03:00)");
    expect(
      timeZoneGroups(new Date("2026-07-15T12:00:00Z"))
        .find(([r]) => r === "Europe")![1]
        .find((z) => z.zone === "Europe/Berlin")!.label,
    ).toBe("Berlin (UTC+02:00)");
  });
});
