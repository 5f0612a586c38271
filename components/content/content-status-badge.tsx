import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONE: Record<string, BadgeTone> = {
  DRAFT: "neutral",
  SCHEDULED: "brand",
  PUBLISHING: "warning",
  PUBLISHED: "success",
  FAILED: "danger",
  CANCELLED: "neutral",
};

/** Social, blog and script statuses in one look; scripts send lower-case values, so case is ignored. */
export function ContentStatusBadge({ status }: { status: string }) {
  const key = status.toUpperCase();
  const label = key.charAt(0) + key.slice(1).toLowerCase();
  return (
    <Badge
      tone={TONE[key] ?? "neutral"}
      className={key === "CANCELLED" ? "line-through decoration-zinc-400" : undefined}
    >
      {label}
    </Badge>
  );
}
