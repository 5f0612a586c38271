import { adminDb, Prisma } from "@/lib/db";
import { classifyAgent, referrerHost } from "./classify-agent";
import type { JournalEvent } from "./event-journal";

const clip = (value: string | null, max: number) => (value && value.length > max ? value.slice(0, max) : value);

/**
 * Writes journaled events of any company in one statement, their rows sent as one JSON parameter
 * (an array per column would be escaped element by element). Events arrive from public requests,
 * which have no signed-in company: each carries the company of the page it was recorded on, and
 * the join below keeps only events whose page (of that company) still exists; a link deleted
 * since then is recorded without it. ON CONFLICT makes a replay write nothing twice.
 */
export async function storeEvents(events: JournalEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => {
    const agent = classifyAgent(e.userAgent);
    return {
      id: e.id,
      companyId: e.companyId,
      pageId: e.pageId,
      linkId: e.linkId,
      type: e.type,
      occurredAt: e.occurredAt,
      referrer: clip(e.referrer, 2048),
      referrerHost: referrerHost(e.referrer),
      country: e.country,
      device: agent.device,
      browser: agent.browser,
      os: agent.os,
      userAgent: clip(e.userAgent, 512),
      visitorHash: e.visitorHash,
      isBot: agent.isBot,
    };
  });
  // A prepared statement on pg itself ($rows): planned once per connection, the JSON passed as it is.
  await adminDb().$rows(Prisma.sql`
    INSERT INTO "LinkInBioEvent" ("id", "companyId", "pageId", "linkId", "type", "occurredAt", "referrer", "referrerHost",
      "country", "device", "browser", "os", "userAgent", "visitorHash", "isBot")
    SELECT e."id", e."companyId", e."pageId", l."id", e."type"::"LinkInBioEventType", e."occurredAt", e."referrer", e."referrerHost",
      e."country", e."device", e."browser", e."os", e."userAgent", e."visitorHash", e."isBot"
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS e("id" uuid, "companyId" uuid, "pageId" uuid, "linkId" uuid, "type" text, "occurredAt" timestamptz, "referrer" text, "referrerHost" text,
           "country" text, "device" text, "browser" text, "os" text, "userAgent" text, "visitorHash" text, "isBot" boolean)
    JOIN "LinkInBioPage" p ON p."id" = e."pageId" AND p."companyId" = e."companyId"
    LEFT JOIN "LinkInBioLink" l ON l."id" = e."linkId" AND l."companyId" = e."companyId"
    ON CONFLICT ("id") DO NOTHING`);
}
