import type { Campaign } from "@/lib/campaigns/contracts";
import type { SocialPlatform } from "@/lib/content/platforms";

/** Either "use the brand default" or a value set on this campaign. */
export type Override<T> = { inherited: true } | { inherited: false; value: T };

export interface ContextDraft {
  keyMessages: Override<string[]>;
  targetAudience: Override<string>;
  tone: Override<string>;
  channels: Override<SocialPlatform[]>;
}

export interface ContextDefaults {
  keyMessages: string[];
  targetAudience: string | null;
  tone: string | null;
  channels: string[];
}

const INHERIT = { inherited: true } as const;

export function initialContextDraft(campaign?: Campaign): ContextDraft {
  if (!campaign) return { keyMessages: INHERIT, targetAudience: INHERIT, tone: INHERIT, channels: INHERIT };
  const own = (field: keyof ContextDraft) => !campaign.inheritedFields.includes(field);
  const { context } = campaign;
  return {
    keyMessages: own("keyMessages") ? { inherited: false, value: context.keyMessages } : INHERIT,
    targetAudience: own("targetAudience") ? { inherited: false, value: context.targetAudience ?? "" } : INHERIT,
    tone: own("tone") ? { inherited: false, value: context.tone ?? "" } : INHERIT,
    channels: own("channels") ? { inherited: false, value: context.channels as SocialPlatform[] } : INHERIT,
  };
}

type ContextBody = { [K in keyof ContextDraft]?: (ContextDraft[K] extends Override<infer T> ? T : never) | null };

/**
 * The `context` to send: overrides as values; on an existing campaign, null for a field that was
 * overridden and is inherited again (null clears an override). Undefined when nothing changes.
 */
export function contextBody(draft: ContextDraft, campaign?: Campaign): ContextBody | undefined {
  const body: ContextBody = {};
  const wasOverridden = (field: keyof ContextDraft) => Boolean(campaign && !campaign.inheritedFields.includes(field));
  const set = <K extends keyof ContextDraft>(field: K, value: ContextBody[K] | undefined) => {
    if (value !== undefined) body[field] = value;
    else if (wasOverridden(field)) body[field] = null;
  };
  const d = draft;
  set("keyMessages", d.keyMessages.inherited ? undefined : d.keyMessages.value.map((m) => m.trim()).filter(Boolean));
  set("targetAudience", d.targetAudience.inherited ? undefined : d.targetAudience.value.trim() || undefined);
  set("tone", d.tone.inherited ? undefined : d.tone.value.trim() || undefined);
  set("channels", d.channels.inherited ? undefined : d.channels.value);
  return Object.keys(body).length ? body : undefined;
}
