import type { SocialPlatform } from "@/lib/content/platforms";
import { countText, TEXT_LIMITS } from "@/lib/integrations/social/platform-limits";

/** A piece of a task's answer that people will read, with the network it is for (if any). */
export interface AnswerText {
  label: string;
  text: string;
  platform?: SocialPlatform;
}

export interface CheckResult {
  ok: boolean;
  /** Why it failed; empty when it passed or did not apply. */
  detail: string;
  /** False when the check does not apply to the case (no network, no brand terms). */
  applies: boolean;
}

const pass: CheckResult = { ok: true, detail: "", applies: true };
const notApplicable: CheckResult = { ok: true, detail: "", applies: false };
const fail = (detail: string): CheckResult => ({ ok: false, detail, applies: true });

/** Every text for a network within that network's limit, counted the way the composer counts. */
export function withinLimits(texts: readonly AnswerText[]): CheckResult {
  const counted = texts.filter((t) => t.platform);
  if (!counted.length) return notApplicable;
  const over = counted
    .map((t) => ({
      t,
      length: countText(t.text, TEXT_LIMITS[t.platform!]),
      max: TEXT_LIMITS[t.platform!].maxTextLength,
    }))
    .filter(({ length, max }) => length > max);
  return over.length
    ? fail(over.map(({ t, length, max }) => `${t.label}: ${length} > ${max} (${t.platform})`).join("; "))
    : pass;
}

/**
 * The brand shows through: each group of terms has at least one member somewhere in the answer
 * (case-insensitive), e.g. `[["Stride"], ["trail", "run"]]`.
 */
export function brandTermsPresent(texts: readonly AnswerText[], groups: readonly string[][]): CheckResult {
  if (!groups.length) return notApplicable;
  const all = texts.map((t) => t.text.toLowerCase()).join("\n");
  const missing = groups.filter((group) => !group.some((term) => all.includes(term.toLowerCase())));
  return missing.length ? fail(`missing ${missing.map((g) => g.join(" or ")).join("; ")}`) : pass;
}

/** Placeholder text a model leaves when it does not know the real words. */
export const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\[(?:your |the |insert |add )?(?:company|brand|name|product|link|url|website|date|location|handle|cta)(?: name| here)?\]/i,
  /\[insert[^\]]*\]/i,
  /\{\{[^}]*\}\}/,
  /<(?:insert|your|add)[^>]*>/i,
  /lorem ipsum/i,
  /\b(?:TODO|TBD)\b/,
  /\bXXX+\b/,
  /example\.com/i,
];

export function noPlaceholders(texts: readonly AnswerText[]): CheckResult {
  const found = texts.flatMap((t) =>
    PLACEHOLDER_PATTERNS.map((p) => t.text.match(p)?.[0])
      .filter((m): m is string => Boolean(m))
      .map((m) => `${t.label}: "${m}"`),
  );
  return found.length ? fail(found.join("; ")) : pass;
}
