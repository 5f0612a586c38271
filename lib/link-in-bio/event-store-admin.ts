import { adminDb, Prisma } from "@/lib/db";

/**
 * Writes journaled events of any company in one statement: the journal's lines, each the JSON of
 * one event, made one JSON array parameter as they are (no object per row rebuilt here).
 * Events arrive from public requests, which have no signed-in company: each carries the company of
 * the page it was recorded on, and the join below keeps only events whose page (of that company)
 * still exists; a link that is not the company's is recorded without it. ON CONFLICT makes a
 * replay write nothing twice.
 */
export async function storeEvents(jsonLines: string): Promise<void> {
  const rows = jsonLines.trimEnd();
  if (!rows) return;
  // A prepared statement on pg itself ($rows): planned once per connection, the JSON passed as it is.
  await adminDb().$rows(Prisma.sql`
    INSERT INTO "LinkInBioEvent" ("id", "companyId", "pageId", "linkId", "type", "occurredAt", "referrer", "referrerHost",
      "country", "device", "browser", "os", "userAgent", "visitorHash", "isBot")
    SELECT e."id", e."companyId", e."pageId", l."id", e."type"::"LinkInBioEventType", e."occurredAt", left(e."referrer", 2048), e."referrerHost",
      e."country", e."device", e."browser", e."os", left(e."userAgent", 512), e."visitorHash", e."isBot"
    FROM json_to_recordset(${`[${rows.replaceAll("\n", ",")}]`}::json)
      AS e("id" uuid, "companyId" uuid, "pageId" uuid, "linkId" uuid, "type" text, "occurredAt" timestamptz, "referrer" text, "referrerHost" text,
           "country" text, "device" text, "browser" text, "os" text, "userAgent" text, "visitorHash" text, "isBot" boolean)
    JOIN "LinkInBioPage" p ON p."id" = e."pageId" AND p."companyId" = e."companyId"
    LEFT JOIN "LinkInBioLink" l ON l."id" = e."linkId" AND l."companyId" = e."companyId"
    ON CONFLICT ("id") DO NOTHING`);
}
