import type { IncomingMessage } from "node:http";
import type pg from "pg";
import { startFakeAi, type FakeAi } from "../tests/fakes/ai/server";
import type { SeedContext } from "./scenario";

// The AI scenarios (bench/scenarios/ai-*.ts): one company on the enterprise plan (its AI credits
// unlimited, so every limit check runs and none refuses) with one owner, and the fake provider
// (tests/fakes/ai) in the bench's own process, reached by the app through OPENAI_API_URL.

export interface AiState {
  token: string;
  /** The fake provider's OpenAI-compatible base URL, for baselines that call it directly. */
  fakeUrl: string;
}

/** Started once per bench process, at seeding; the scenarios set its timing. */
export let fake: FakeAi | null = null;

export async function seedAiCompany({ pool, tokenFor }: SeedContext): Promise<AiState> {
  fake = await startFakeAi();
  // A bench sends hundreds of thousands of calls: none is kept.
  fake.calls.push = () => 0;
  // The app reads the address from the environment it inherits.
  process.env.OPENAI_API_URL = fake.url;
  process.env.OPENAI_API_KEY = "sk-bench";
  await pool.query(
    `INSERT INTO "Company" ("id", "name", "packageId", "updatedAt") VALUES (md5('bench-ai')::uuid, 'Bench AI', 'enterprise', now())`,
  );
  await pool.query(
    `INSERT INTO "Role" ("id", "companyId", "name", "permissions", "isBuiltIn", "updatedAt")
     VALUES (md5('bench-ai-role')::uuid, md5('bench-ai')::uuid, 'owner', ARRAY['content:create', 'campaigns:manage'], true, now())`,
  );
  await pool.query(
    `INSERT INTO "User" ("id", "companyId", "roleId", "email", "firstName", "updatedAt")
     VALUES (md5('bench-ai-user')::uuid, md5('bench-ai')::uuid, md5('bench-ai-role')::uuid, 'bench-ai@example.test', 'Bench', now())`,
  );
  const { rows } = await pool.query<{ id: string; companyId: string }>(
    `SELECT "id", "companyId" FROM "User" WHERE "email" = 'bench-ai@example.test'`,
  );
  const token = await tokenFor({ email: "bench-ai@example.test", userId: rows[0].id, companyId: rows[0].companyId });
  return { token, fakeUrl: fake.url };
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
}

/** POSTs an OpenAI Chat Completions request to the fake, as a bare client would. */
export const callFake = (state: AiState, body: Record<string, unknown>) =>
  fetch(`${state.fakeUrl}/chat/completions`, {
    method: "POST",
    headers: { authorization: "Bearer sk-bench", "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/**
 * Whether every answer so far has its log row stored: the app journals the rows before answering
 * and stores them a moment later (lib/ai/log-journal.ts), work the bench waits for and counts apart.
 */
export async function allLogged(pool: pg.Pool, _state: AiState, answered: number): Promise<boolean> {
  const { rows } = await pool.query<{ stored: number }>(
    `SELECT count(*)::int AS stored FROM "AiUsageLog" WHERE "completed"`,
  );
  return rows[0].stored >= answered;
}

/**
 * Every answered call logged once, complete and successful, with its one credit; `misses` the
 * calls that reached the model ("all", or how many when the rest came from the cache).
 */
export async function verifyLogged(pool: pg.Pool, answered: number, misses: "all" | number): Promise<string> {
  const { rows } = await pool.query<{ ok: number; open: number; failed: number; cached: number; credits: number }>(
    `SELECT count(*) FILTER (WHERE "success" AND "completed")::int AS ok,
            count(*) FILTER (WHERE NOT "completed")::int AS open,
            count(*) FILTER (WHERE NOT "success")::int AS failed,
            count(*) FILTER (WHERE "cached")::int AS cached,
            coalesce(sum("credits"), 0)::int AS credits
     FROM "AiUsageLog"`,
  );
  const { ok, open, failed, cached, credits } = rows[0];
  const found = `${ok} calls logged complete and successful for ${answered} answers, ${cached} from the cache, ${credits} credits, ${open} left open, ${failed} failed`;
  const expectedCached = misses === "all" ? 0 : ok - misses;
  if (ok < answered || open || failed || credits !== ok || cached !== expectedCached)
    throw new Error(`${found}; expected every answer logged once with one credit and ${expectedCached} from the cache`);
  return found;
}
