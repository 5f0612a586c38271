import { cn } from "./cn";

export function Skeleton({ className }: { className?: string }) {
  // A caller's own rounding replaces the default instead of fighting it in the cascade.
  const rounded = className?.includes("rounded") ? undefined : "rounded-md";
  return <div aria-hidden="true" className={cn("animate-pulse bg-zinc-200/70", rounded, className)} />;
}

/** Placeholder rows for a list or table while it loads; announced once as "Loading". */
export function SkeletonRows({ rows = 3, label = "Loading" }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-zinc-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-5 py-4">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="hidden h-7 w-20 sm:block" />
        </div>
      ))}
    </div>
  );
}
