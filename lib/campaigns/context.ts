import type { Prisma } from "@/lib/db";
import { CONTEXT_FIELDS, type ContextField } from "./context-fields";

export { CONTEXT_FIELDS, type ContextField };

export interface CampaignContext {
  keyMessages: string[];
  targetAudience: string | null;
  tone: string | null;
  channels: string[];
}

/** A context write: absent = unchanged, null = drop the override (inherit again), a value = override. */
export type ContextPatch = { [K in ContextField]?: CampaignContext[K] | null };

/** Stored in Campaign.contextOverrides: only the fields set explicitly on the campaign. */
export type ContextOverrides = Partial<CampaignContext>;

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

export function readOverrides(json: Prisma.JsonValue): ContextOverrides {
  if (!json || typeof json !== "object" || Array.isArray(json)) return {};
  const stored = json as Record<string, unknown>;
  const out: ContextOverrides = {};
  if (isStringArray(stored.keyMessages)) out.keyMessages = stored.keyMessages;
  if (typeof stored.targetAudience === "string") out.targetAudience = stored.targetAudience;
  if (typeof stored.tone === "string") out.tone = stored.tone;
  if (isStringArray(stored.channels)) out.channels = stored.channels;
  return out;
}

/** `context: null` clears every override; otherwise each field follows ContextPatch's rule. */
export function applyContextPatch(current: ContextOverrides, patch: ContextPatch | null | undefined): ContextOverrides {
  if (patch === undefined) return current;
  if (patch === null) return {};
  const next: Record<string, unknown> = { ...current };
  for (const field of CONTEXT_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next as ContextOverrides;
}

export function effectiveContext(
  overrides: ContextOverrides,
  defaults: CampaignContext,
): { context: CampaignContext; inheritedFields: ContextField[] } {
  const context = { ...defaults, ...overrides };
  return { context, inheritedFields: CONTEXT_FIELDS.filter((f) => overrides[f] === undefined) };
}
