import { Button } from "./button";
import { cn } from "./cn";

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being counted, e.g. "campaigns". */
  noun?: string;
  className?: string;
}

/** "21–40 of 57 campaigns" with previous and next; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, noun = "results", className }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className={cn("flex items-center justify-between gap-3 border-t border-zinc-100 px-5 py-3", className)}
    >
      <p className="text-[13px] text-zinc-500" aria-live="polite">
        <span className="font-medium tabular-nums text-zinc-700">
          {first}–{last}
        </span>{" "}
        of <span className="tabular-nums">{total}</span> {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
