import { cn } from "./cn";

/** The first letters of a name's first two words ("Reach Cafe", "reach.cafe" → "RC"). */
export function initials(name: string): string {
  return (
    name
      .split(/[\s@._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join("") || "?"
  );
}

/** Initials on a colour picked from the name, so people are recognisable at a glance. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  const hues = [
    "bg-brand-100 text-brand-800",
    "bg-emerald-100 text-emerald-800",
    "bg-amber-100 text-amber-800",
    "bg-sky-100 text-sky-800",
    "bg-rose-100 text-rose-800",
  ];
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
        hues[hash % hues.length],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
