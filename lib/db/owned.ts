import { notFound } from "@/lib/api/errors";
import type { TenantDb } from "./tenant";

type OwnedModel = Exclude<keyof TenantDb, "$transaction" | "company">;

/** "socialPost" → "Social post", as the 404 names it. */
function label(model: string): string {
  const words = model.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return words[0].toUpperCase() + words.slice(1);
}

/**
 * Every id a body names must be a row of the caller's company: one count through the scoped
 * client, and 404 (the answer for a missing id, so another company's rows stay invisible) when any
 * is not. null and undefined entries are skipped: they name nothing. The composite foreign keys of
 * the schema back this up in the database.
 */
export async function assertOwned(
  db: TenantDb,
  model: OwnedModel,
  ids: string | null | undefined | readonly (string | null | undefined)[],
  what = label(model),
): Promise<void> {
  const list = typeof ids === "string" || ids == null ? [ids] : ids;
  const wanted = [...new Set(list.filter((id): id is string => typeof id === "string"))];
  if (wanted.length === 0) return;
  const delegate = db[model] as unknown as { count(args: { where: { id: { in: string[] } } }): Promise<number> };
  if ((await delegate.count({ where: { id: { in: wanted } } })) !== wanted.length) throw notFound(what);
}
