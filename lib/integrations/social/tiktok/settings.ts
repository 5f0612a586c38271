import { ProviderError } from "@/lib/integrations/http";
import type { AccountChoice } from "../types";

/** What `/v2/post/publish/creator_info/query/` answers: what this creator may post, right now. */
export interface CreatorInfo {
  creator_avatar_url?: string;
  creator_username?: string;
  creator_nickname?: string;
  privacy_level_options?: string[];
  comment_disabled?: boolean;
  duet_disabled?: boolean;
  stitch_disabled?: boolean;
  max_video_post_duration_sec?: number;
}

export const PRIVACY_LABELS: Record<string, string> = {
  PUBLIC_TO_EVERYONE: "Everyone",
  MUTUAL_FOLLOW_FRIENDS: "Friends",
  FOLLOWER_OF_CREATOR: "Followers",
  SELF_ONLY: "Only me",
};

const INTERACTIONS = {
  comment: { label: "Comments", disabledBy: "comment_disabled" },
  duet: { label: "Duets", disabledBy: "duet_disabled" },
  stitch: { label: "Stitches", disabledBy: "stitch_disabled" },
} as const;
type Interaction = keyof typeof INTERACTIONS;

/**
 * How this account posts, chosen by the person (TikTok's Direct Post rules: no privacy level is
 * picked for them, and comments, duets and stitches stay off until they turn them on). Kept in the
 * account's sealed credentials, since it belongs to the account and is read at every publish.
 */
export interface TikTokPostingSettings {
  privacyLevel: string | null;
  allow: Record<Interaction, boolean>;
}

const key = (name: string) => `tiktok.${name}`;

export function postingSettings(credentials: Record<string, string> | undefined): TikTokPostingSettings {
  const c = credentials ?? {};
  return {
    privacyLevel: c[key("privacyLevel")] ?? null,
    allow: {
      comment: c[key("allowComment")] === "true",
      duet: c[key("allowDuet")] === "true",
      stitch: c[key("allowStitch")] === "true",
    },
  };
}

const capitalised = (name: Interaction) => `allow${name[0].toUpperCase()}${name.slice(1)}`;

const refused = (message: string) =>
  new ProviderError("bad_request", message, { network: "tiktok", code: "INVALID_SETTING" });

/**
 * The choices offered for the account (GET /api/social/accounts/:id/choices): one per privacy level
 * the creator may use now, and each interaction on or off (on only where the creator allows it);
 * `selected` marks those in effect.
 */
export function settingChoices(
  creator: CreatorInfo,
  settings: TikTokPostingSettings,
): (AccountChoice & { selected: boolean })[] {
  const base = { username: creator.creator_username ?? null, avatarUrl: null };
  const privacy = (creator.privacy_level_options ?? []).map((level) => ({
    ...base,
    id: `privacy:${level}`,
    name: `Who can view: ${PRIVACY_LABELS[level] ?? level}`,
    selected: settings.privacyLevel === level,
  }));
  const interactions = (Object.keys(INTERACTIONS) as Interaction[]).flatMap((name) => {
    const { label, disabledBy } = INTERACTIONS[name];
    const on = settings.allow[name] && !creator[disabledBy];
    return [
      ...(creator[disabledBy] ? [] : [{ ...base, id: `${name}:on`, name: `${label} allowed`, selected: on }]),
      { ...base, id: `${name}:off`, name: `${label} off`, selected: !on },
    ];
  });
  return [...privacy, ...interactions];
}

/** The account's credentials with one choice applied, checked against what the creator may use now. */
export function applyChoice(
  credentials: Record<string, string> | undefined,
  choiceId: string,
  creator: CreatorInfo,
): Record<string, string> {
  const [kind, value] = choiceId.split(":");
  const next = { ...credentials };
  if (kind === "privacy") {
    if (!value || !(creator.privacy_level_options ?? []).includes(value))
      throw refused(`This TikTok account cannot post with the privacy level ${value ?? "(none)"}.`);
    next[key("privacyLevel")] = value;
    return next;
  }
  if (kind in INTERACTIONS && (value === "on" || value === "off")) {
    const name = kind as Interaction;
    if (value === "on" && creator[INTERACTIONS[name].disabledBy])
      throw refused(`${INTERACTIONS[name].label} are turned off in this creator's TikTok settings.`);
    next[key(capitalised(name))] = String(value === "on");
    return next;
  }
  throw refused(`Unknown TikTok setting "${choiceId}".`);
}

/**
 * The post_info fields a publish sends: the chosen privacy level if the creator may still use it,
 * interactions off wherever the creator or the person turned them off.
 */
export function postInfoSettings(settings: TikTokPostingSettings, creator: CreatorInfo) {
  if (!settings.privacyLevel)
    throw new ProviderError(
      "bad_request",
      "Choose who can view this account's TikTok posts first (Accounts → TikTok → Post settings).",
      { network: "tiktok", code: "PRIVACY_NOT_CHOSEN" },
    );
  if (!(creator.privacy_level_options ?? []).includes(settings.privacyLevel))
    throw new ProviderError(
      "bad_request",
      `This TikTok account can no longer post to "${PRIVACY_LABELS[settings.privacyLevel] ?? settings.privacyLevel}"; choose another privacy level in its post settings.`,
      { network: "tiktok", code: "privacy_level_option_mismatch" },
    );
  return {
    privacy_level: settings.privacyLevel,
    disable_comment: !settings.allow.comment || Boolean(creator.comment_disabled),
    disable_duet: !settings.allow.duet || Boolean(creator.duet_disabled),
    disable_stitch: !settings.allow.stitch || Boolean(creator.stitch_disabled),
  };
}
