import { defineScenario } from "../scenario";

// A public link-in-bio page, warm: GET /l/<slug> as a browser asks for it (HTML), answered from
// the in-memory page cache with its view journaled. The baseline is a bare Node http server
// sending the very same bytes (fetched once from the app).

const SLUG = "bench-page";
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

let page: Promise<{ body: Buffer; headers: Record<string, string> }> | null = null;

async function appPage(path: string) {
  const res = await fetch(`${process.env.BENCH_APP_URL}${path}`, {
    headers: { accept: "text/html", "user-agent": BROWSER },
  });
  if (!res.ok) throw new Error(`The app answered ${res.status} to GET ${path}`);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    headers: { "content-type": res.headers.get("content-type") ?? "text/html" },
  };
}

export default defineScenario<Record<string, never>>({
  description: `GET /l/${SLUG} (HTML, 12 links, a view journaled) vs a bare http server sending the same bytes`,
  async seed({ pool }) {
    await pool.query(
      `INSERT INTO "Company" ("id", "name", "updatedAt") VALUES (md5('bench-page')::uuid, 'Bench page', now())`,
    );
    await pool.query(
      `INSERT INTO "LinkInBioPage" ("id", "companyId", "slug", "title", "theme", "bio", "avatarUrl", "updatedAt")
       VALUES (md5('bench-page-page')::uuid, md5('bench-page')::uuid, $1, 'Northwind Coffee', 'gradient',
               'Fresh coffee, roasted on Dock Street since 1998. Order ahead, find us, say hello.', 'https://images.example.com/northwind.png', now())`,
      [SLUG],
    );
    await pool.query(
      `INSERT INTO "LinkInBioLink" ("id", "companyId", "pageId", "title", "url", "position", "updatedAt")
       SELECT gen_random_uuid(), md5('bench-page')::uuid, md5('bench-page-page')::uuid, 'Link number ' || i, 'https://example.com/' || i, i, now()
       FROM generate_series(0, 11) AS i`,
    );
    return {};
  },
  request: () => ({
    path: `/l/${SLUG}`,
    headers: { accept: "text/html,application/xhtml+xml", "user-agent": BROWSER },
  }),
  async settled(pool, _state, answered) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "LinkInBioEvent" WHERE "type" = 'VIEW'`,
    );
    return rows[0].n >= answered;
  },
  async baseline(_pool, req) {
    page ??= appPage(req.url ?? `/l/${SLUG}`);
    const { body, headers } = await page;
    return { raw: body, headers };
  },
});
