import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { defineScenario } from "../scenario";

// Click redirects of a link-in-bio page: POST /l/<slug>/click/<linkId> answers 302 to the link's
// stored URL once the click is in the app's journal file. The baseline is a bare Node http server
// answering the same 302 with nothing recorded. After each of the app's runs the bench waits until
// every answered click is in the database (the app stores them after a burst) and reports that
// work's CPU apart; at the end, every answered click must be there.

const SLUG = "bench-clicks";
const TARGET = "https://shop.example.com/spring-sale?utm_source=bio";
const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

async function recordedClicks(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "LinkInBioEvent" WHERE "type" = 'CLICK'`,
  );
  return rows[0].n;
}

interface State {
  linkId: string;
}

export default defineScenario<State>({
  description: `POST /l/${SLUG}/click/:linkId (journaled click + 302) vs a bare http server answering the same 302`,
  async seed({ pool }) {
    await pool.query(
      `INSERT INTO "Company" ("id", "name", "updatedAt") VALUES (md5('bench-bio')::uuid, 'Bench bio', now())`,
    );
    await pool.query(
      `INSERT INTO "LinkInBioPage" ("id", "companyId", "slug", "title", "updatedAt") VALUES (md5('bench-bio-page')::uuid, md5('bench-bio')::uuid, $1, 'Bench page', now())`,
      [SLUG],
    );
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO "LinkInBioLink" ("id", "companyId", "pageId", "title", "url", "position", "updatedAt")
       SELECT gen_random_uuid(), md5('bench-bio')::uuid, md5('bench-bio-page')::uuid, 'Link ' || i, CASE WHEN i = 2 THEN $1 ELSE 'https://example.com/' || i END, i, now()
       FROM generate_series(0, 4) AS i RETURNING "id", "url"`,
      [TARGET],
    );
    const link = (rows as { id: string; url: string }[]).find((r) => r.url === TARGET)!;
    return { linkId: link.id };
  },
  request: (state) => ({
    method: "POST",
    path: `/l/${SLUG}/click/${state.linkId}`,
    headers: { "user-agent": BROWSER, referer: "https://www.instagram.com/" },
    expectStatus: 302,
  }),
  async baseline() {
    return { status: 302, raw: "", headers: { location: TARGET, "cache-control": "no-store" } };
  },
  async settled(pool, _state, answered) {
    return (await recordedClicks(pool)) >= answered;
  },
  async verify(pool, _state, answered) {
    // Clicks are on disk when answered and reach the database in batches a moment later.
    let recorded = 0;
    for (let waited = 0; waited < 30_000; waited += 250) {
      recorded = await recordedClicks(pool);
      if (recorded >= answered) break;
      await sleep(250);
    }
    if (recorded < answered) throw new Error(`${answered} clicks answered with 302 but only ${recorded} recorded`);
    return `Clicks: ${answered} answered with 302, ${recorded} recorded (requests cut off by the end of a run may be recorded without their answer being counted)`;
  },
});
