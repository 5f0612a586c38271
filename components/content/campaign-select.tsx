"use client";

import { useCampaignOptions } from "@/components/campaigns/queries";
import { Select } from "@/components/ui/select";

interface CampaignSelectProps {
  value: string;
  onChange: (campaignId: string) => void;
  /** Label of the empty choice: "No campaign" in editors, "All campaigns" in filters. */
  emptyLabel?: string;
  id?: string;
  className?: string;
  "aria-label"?: string;
}

/** The company's campaigns (archived ones left out, unless it is the current value). */
export function CampaignSelect({
  value,
  onChange,
  emptyLabel = "No campaign",
  id,
  className,
  "aria-label": ariaLabel,
}: CampaignSelectProps) {
  const options = useCampaignOptions();
  const known = options.data ?? [];
  const missing = value && !options.isPending && !known.some((c) => c.id === value);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={options.isPending}
    >
      <option value="">{options.isPending ? "Loading campaigns…" : emptyLabel}</option>
      {missing ? <option value={value}>Archived campaign</option> : null}
      {known.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}

/** id → name, for showing a campaign beside each piece of content in lists. */
export function useCampaignNames(): Map<string, string> {
  const options = useCampaignOptions();
  return new Map((options.data ?? []).map((c) => [c.id, c.name]));
}

/** The campaign filter above a content list. */
export function CampaignFilter({ value, onChange }: { value: string; onChange: (campaignId: string) => void }) {
  return (
    <CampaignSelect
      aria-label="Campaign"
      value={value}
      onChange={onChange}
      emptyLabel="All campaigns"
      className="sm:w-64"
    />
  );
}

/** A list cell's campaign name, or a dash when the piece belongs to none. */
export function CampaignName({ campaignId, names }: { campaignId: string | null; names: Map<string, string> }) {
  return campaignId ? (names.get(campaignId) ?? "Archived campaign") : <span className="text-zinc-400">—</span>;
}
