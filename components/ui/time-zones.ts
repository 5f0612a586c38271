export interface ZoneOption {
  zone: string;
  label: string;
}

export type ZoneGroups = Array<[region: string, zones: ZoneOption[]]>;

/** "+01:00" style offset of a zone at `now`, as the runtime knows it. */
function offsetAt(zone: string, now: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(now)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/**
 * Every IANA zone the runtime knows, grouped by region ("Europe", "America", …), each labelled with
 * its offset at `now`. Built on the server and handed to the picker, so the page and the browser
 * agree on the list whatever time-zone data the browser has.
 */
export function timeZoneGroups(now = new Date()): ZoneGroups {
  const groups = new Map<string, ZoneOption[]>();
  for (const zone of Intl.supportedValuesOf("timeZone")) {
    if (zone === "UTC") continue;
    const slash = zone.indexOf("/");
    const region = slash > 0 ? zone.slice(0, slash) : "Other";
    const place = (slash > 0 ? zone.slice(slash + 1) : zone).replaceAll("_", " ").replaceAll("/", " – ");
    const list = groups.get(region) ?? [];
    list.push({ zone, label: `${place} (UTC${offsetAt(zone, now)})` });
    groups.set(region, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
