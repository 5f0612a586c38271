import type { z } from "zod";
import { inputSchema } from "./samples";

/**
 * The fields of a body or query schema that name rows by id: a uuid (or a list of uuids) whose
 * name ends in Id or Ids (`campaignId`, `mediaAssetIds`), at any depth.
 */
export interface IdField {
  /** Property names from the top; "[]" steps into every item of a list. */
  path: string[];
  name: string;
  /** A list of ids rather than one. */
  many: boolean;
}

type Json = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Json>;
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
};

const ID_NAME = /[a-z0-9]Ids?$/;
const alternatives = (s: Json) => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
const isUuid = (s: Json): boolean => s.format === "uuid" || alternatives(s).some(isUuid);
const isUuidList = (s: Json): boolean => (s.items !== undefined && isUuid(s.items)) || alternatives(s).some(isUuidList);

export function idFields(schema: z.ZodType): IdField[] {
  const found = new Map<string, IdField>();
  const visit = (s: Json, path: string[]) => {
    for (const alt of alternatives(s)) visit(alt, path);
    if (s.items) visit(s.items, [...path, "[]"]);
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const at = [...path, name];
      if (ID_NAME.test(name) && (isUuid(prop) || isUuidList(prop)))
        found.set(at.join("."), { path: at, name, many: !isUuid(prop) });
      else visit(prop, at);
    }
  };
  visit(inputSchema(schema) as Json, []);
  return [...found.values()];
}

/** `value` at `path` in `target` (objects made on the way; every existing item of a list). */
export function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === "[]") throw new Error("setAt: a path starts at an object");
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  if (rest[0] === "[]") {
    const items = target[head];
    if (!Array.isArray(items) || items.length === 0)
      throw new Error(`setAt: ${head} has no item to set ${rest.slice(1).join(".")} in`);
    for (const item of items) setAt(item as Record<string, unknown>, rest.slice(1), value);
    return;
  }
  if (typeof target[head] !== "object" || target[head] === null) target[head] = {};
  setAt(target[head] as Record<string, unknown>, rest, value);
}

/**
 * The kind of row a field names: `aliases[name]`, else the kind its name (without Id/Ids) ends
 * with, or that ends with it (`moveToCampaignId` → campaign, `assetIds` → mediaAsset); null when
 * none or several fit equally.
 */
export function kindOf(name: string, kinds: readonly string[], aliases: Record<string, string>): string | null {
  if (name in aliases) return aliases[name];
  const stem = name.replace(/Ids?$/, "").toLowerCase();
  const fits = kinds.filter((k) => stem.endsWith(k.toLowerCase()) || k.toLowerCase().endsWith(stem));
  const best = Math.max(...fits.map((k) => Math.min(k.length, stem.length)));
  const chosen = fits.filter((k) => Math.min(k.length, stem.length) === best);
  return chosen.length === 1 ? chosen[0] : null;
}
