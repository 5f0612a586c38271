import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<"high" | "medium" | "low", BadgeTone> = { high: "success", medium: "warning", low: "danger" };
const WORDS = { high: "Sure", medium: "Check it", low: "Unsure" };

/** How sure the website analysis was of a field it filled in. */
export function ConfidenceBadge({ level }: { level: "high" | "medium" | "low" }) {
  return (
    <Badge tone={TONES[level]} className="text-[11px]">
      <span className="sr-only">AI confidence: </span>
      {WORDS[level]}
    </Badge>
  );
}
