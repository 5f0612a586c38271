import { cn } from "@/components/ui/cn";

/** The Reach logo: a signal arc rising out of a dot, on the accent colour. */
export function BrandMark({
  className,
  withName = true,
  inverted = false,
}: {
  className?: string;
  withName?: boolean;
  inverted?: boolean;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span className="flex size-7 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm ring-1 ring-brand-700/20">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="6" cy="18" r="2.25" fill="currentColor" />
          <path d="M5 11a8 8 0 0 1 8 8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          <path
            d="M5 4.5A14.5 14.5 0 0 1 19.5 19"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            opacity="0.65"
          />
        </svg>
      </span>
      {withName ? (
        <span className={cn("text-[15px] font-semibold tracking-tight", inverted ? "text-white" : "text-zinc-900")}>
          Reach
        </span>
      ) : (
        <span className="sr-only">Reach</span>
      )}
    </span>
  );
}
