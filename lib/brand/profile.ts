import { conflict } from "@/lib/api/errors";
import type { Prisma, TenantCtx } from "@/lib/db";
import { COLOR_KEYS, FONT_KEYS, TEXT_FIELDS, type BrandProfile, type BrandProfilePatchInput } from "./contracts";

type BrandProfileRow = Prisma.BrandProfileGetPayload<object>;

/** Concurrent saves retry on a fresh read; past this many lost races the client is told to retry. */
const MAX_SAVE_ATTEMPTS = 5;

function stringEntries(json: Prisma.JsonValue): Record<string, string> {
  if (!json || typeof json !== "object" || Array.isArray(json)) return {};
  return Object.fromEntries(Object.entries(json).filter((e): e is [string, string] => typeof e[1] === "string"));
}

function pick<K extends string>(json: Prisma.JsonValue, keys: readonly K[]): Record<K, string | null> {
  const stored = stringEntries(json);
  return Object.fromEntries(keys.map((k) => [k, stored[k] ?? null])) as Record<K, string | null>;
}

function toDTO(row: BrandProfileRow): BrandProfile {
  return {
    companyName: row.companyName,
    websiteUrl: row.websiteUrl,
    tagline: row.tagline,
    missionStatement: row.missionStatement,
    keyThemes: row.keyThemes,
    brandVoice: row.brandVoice,
    keyMessages: row.keyMessages,
    targetAudience: row.targetAudience,
    tone: row.tone,
    colors: pick(row.colors, COLOR_KEYS),
    typography: pick(row.typography, FONT_KEYS),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadOrCreate(ctx: TenantCtx): Promise<BrandProfileRow> {
  const found = await ctx.db.brandProfile.findUnique({ where: { companyId: ctx.companyId } });
  if (found) return found;
  // Onboarding creates the profile; companies made any other way (seeds, admin tools) get it on first use.
  // Skipping a duplicate instead of catching it: a failed insert would end the request's transaction.
  await ctx.db.brandProfile.createMany({ data: [{ companyId: ctx.companyId }], skipDuplicates: true });
  return ctx.db.brandProfile.findUniqueOrThrow({ where: { companyId: ctx.companyId } });
}

/** Per-key merge: a key set to null is removed, absent keys keep their stored value. */
function mergeKeys(stored: Prisma.JsonValue, patch: Record<string, string | null | undefined>): Record<string, string> {
  const merged = stringEntries(stored);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged;
}

function changes(current: BrandProfileRow, patch: BrandProfilePatchInput): Prisma.BrandProfileUpdateManyMutationInput {
  const data: Prisma.BrandProfileUpdateManyMutationInput = {};
  for (const field of TEXT_FIELDS) {
    if (patch[field] !== undefined) data[field] = patch[field];
  }
  if (patch.keyMessages !== undefined) data.keyMessages = patch.keyMessages ?? [];
  if (patch.colors !== undefined) data.colors = patch.colors === null ? {} : mergeKeys(current.colors, patch.colors);
  if (patch.typography !== undefined) {
    data.typography = patch.typography === null ? {} : mergeKeys(current.typography, patch.typography);
  }
  return data;
}

/** Merged JSON fields must still hold what the merge started from; plain fields are simply overwritten. */
function unchangedSince(
  ctx: TenantCtx,
  current: BrandProfileRow,
  patch: BrandProfilePatchInput,
): Prisma.BrandProfileWhereInput {
  const where: Prisma.BrandProfileWhereInput = { companyId: ctx.companyId };
  if (patch.colors) where.colors = { equals: current.colors as Prisma.InputJsonValue };
  if (patch.typography) where.typography = { equals: current.typography as Prisma.InputJsonValue };
  return where;
}

/** The company's brand profile; campaign context inherits keyMessages, targetAudience and tone from it. */
export async function getBrandProfile(ctx: TenantCtx): Promise<BrandProfile> {
  return toDTO(await loadOrCreate(ctx));
}

// The profile as AI prompts read it (brand-facts.ts), kept a second per company: every AI request
// reads it, and the query cost as much CPU as the rest of a streamed answer's setup, while a profile
// changes rarely. A save clears its company's entry at once; another instance's save shows within the second.
const RECENT_MS = 1000;
const MAX_RECENT = 10_000;
const recentProfiles = new Map<string, { at: number; profile: Promise<BrandProfile> }>();

/** getBrandProfile, read at most once a second per company: for prompts, not for what the profile's pages show. */
export function recentBrandProfile(ctx: TenantCtx): Promise<BrandProfile> {
  const found = recentProfiles.get(ctx.companyId);
  if (found && Date.now() - found.at < RECENT_MS) return found.profile;
  const profile = getBrandProfile(ctx);
  const entry = { at: Date.now(), profile };
  if (recentProfiles.size >= MAX_RECENT) recentProfiles.clear();
  recentProfiles.set(ctx.companyId, entry);
  profile.catch(() => recentProfiles.get(ctx.companyId) === entry && recentProfiles.delete(ctx.companyId));
  return profile;
}

/**
 * Partial update. colors/typography are merged with what is stored, so the write is conditional
 * on them being unchanged since they were read; a lost race re-reads and merges again.
 */
export async function updateBrandProfile(ctx: TenantCtx, patch: BrandProfilePatchInput): Promise<BrandProfile> {
  for (let attempt = 1; attempt <= MAX_SAVE_ATTEMPTS; attempt++) {
    const current = await loadOrCreate(ctx);
    const data = changes(current, patch);
    if (Object.keys(data).length === 0) return toDTO(current);
    const [saved] = await ctx.db.brandProfile.updateManyAndReturn({ where: unchangedSince(ctx, current, patch), data });
    recentProfiles.delete(ctx.companyId);
    if (saved) return toDTO(saved);
  }
  throw conflict("CONCURRENT_UPDATE", "The brand profile was changed by someone else while saving; try again");
}
