// The bench's baseline: a bare node:http server answering the scenario's request with the
// equivalent SQL through `pg`, so the app's overhead (routing, auth, validation, Prisma) shows.
// Started by bench/run.ts with BENCH_SCENARIO, BENCH_STATE (JSON), PORT and DATABASE_URL.
import http from "node:http";
import pg from "pg";
import { loadScenario } from "./scenario";

const scenario = await loadScenario(process.env.BENCH_SCENARIO ?? "");
const state: unknown = JSON.parse(process.env.BENCH_STATE ?? "{}");
// The same pool size as the app's Prisma adapter.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
});

const server = http.createServer(async (req, res) => {
  try {
    const answer = await scenario.baseline(pool, req, state);
    if (answer.stream) {
      res.writeHead(answer.status ?? 200, answer.headers ?? {});
      for await (const chunk of answer.stream) res.write(chunk);
      res.end();
      return;
    }
    if (answer.raw !== undefined) {
      res.writeHead(answer.status ?? 200, answer.headers ?? {});
      res.end(answer.raw);
      return;
    }
    res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers });
    res.end(JSON.stringify(answer.body));
  } catch (err) {
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: (err as Error).message }));
  }
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("baseline ready"));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}
