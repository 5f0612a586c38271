import { adminDb, Prisma } from "@/lib/db";
import { classifyAgent, referrerHost } from "./classify-agent";
import type { JournalEvent } from "./event-journal";

const clip = (value: string | null, max: number) => (value && value.length > max ? value.slice(0, max) : value);

/**
 * Writes journaled events of any company in one statement. Events arrive from public requests,
 * which have no signed-in company: each carries the company of the page it was recorded on, and
 * the join below keeps only events whose page (of that company) still exists; a link deleted
 * since then is recorded without it. ON CONFLICT makes a replay write nothing twice.
 */
export async function storeEvents(events: JournalEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({ ...e, ...classifyAgent(e.userAgent), referrerHost: referrerHost(e.referrer) }));
  const col = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  await adminDb().$executeRaw(Prisma.sql`
    INSERT INTO "LinkInBioEvent" ("id", "companyId", "pageId", "linkId", "type", "occurredAt", "referrer", "referrerHost",
      "country", "device", "browser", "os", "userAgent", "visitorHash", "isBot")
    SELECT e.id, e.company_id, e.page_id, l."id", e.type::"LinkInBioEventType", e.occurred_at, e.referrer, e.referrer_host,
      e.country, e.device, e.browser, e.os, e.user_agent, e.visitor_hash, e.is_bot
    FROM unnest(${col("id")}::uuid[], ${col("companyId")}::uuid[], ${col("pageId")}::uuid[], ${col("linkId")}::uuid[],
      ${col("type")}::text[], ${col("occurredAt")}::timestamptz[], ${rows.map((r) => clip(r.referrer, 2048))}::text[], ${col("referrerHost")}::text[],
      ${col("country")}::text[], ${col("device")}::text[], ${col("browser")}::text[], ${col("os")}::text[],
      ${rows.map((r) => clip(r.userAgent, 512))}::text[], ${col("visitorHash")}::text[], ${col("isBot")}::boolean[])
      AS e(id, company_id, page_id, link_id, type, occurred_at, referrer, referrer_host, country, device, browser, os, user_agent, visitor_hash, is_bot)
    JOIN "LinkInBioPage" p ON p."id" = e.page_id AND p."companyId" = e.company_id
    LEFT JOIN "LinkInBioLink" l ON l."id" = e.link_id AND l."companyId" = e.company_id
    ON CONFLICT ("id") DO NOTHING`);
}
