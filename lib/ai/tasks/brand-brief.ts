/**
 * The brand and campaign facts every content prompt carries (voice, key themes, audience, the
 * campaign's brief): one wording for all tasks.
 */
export interface BrandFacts {
  companyName?: string | null;
  tagline?: string | null;
  missionStatement?: string | null;
  brandVoice?: string | null;
  keyThemes?: string | null;
  keyMessages?: string[] | null;
  targetAudience?: string | null;
  tone?: string | null;
}

export interface CampaignFacts {
  name: string;
  brief?: string | null;
  goal?: string | null;
  keyMessages?: string[];
  targetAudience?: string | null;
  tone?: string | null;
  channels?: string[];
  startsAt?: string | null;
  endsAt?: string | null;
}

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : null);

export function brandBrief(brand: BrandFacts, campaign?: CampaignFacts | null): string {
  const lines = [
    line("Company", brand.companyName),
    line("Tagline", brand.tagline),
    line("Mission", brand.missionStatement),
    line("Brand voice", brand.brandVoice),
    line("Tone", brand.tone),
    line("Key themes", brand.keyThemes),
    line("Key messages", brand.keyMessages?.join("; ")),
    line("Target audience", brand.targetAudience),
  ];
  if (campaign) {
    lines.push(
      line("Campaign", campaign.name),
      line("Campaign brief", campaign.brief),
      line("Campaign goal", campaign.goal),
      line("Campaign key messages", campaign.keyMessages?.join("; ")),
      line("Campaign audience", campaign.targetAudience),
      line("Campaign tone", campaign.tone),
      line("Campaign channels", campaign.channels?.join(", ")),
      line("Campaign runs", campaign.startsAt ? `${campaign.startsAt} to ${campaign.endsAt ?? "open"}` : null),
    );
  }
  const known = lines.filter(Boolean);
  return known.length ? `About the brand:\n${known.join("\n")}` : "About the brand: nothing is known yet.";
}

export const NO_PLACEHOLDERS =
  "Never write placeholder text such as [Company], [link] or Lorem ipsum; write the real words.";
