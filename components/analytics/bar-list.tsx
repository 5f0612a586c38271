import type { ReactNode } from "react";

export interface BarListItem {
  id: string;
  label: ReactNode;
  value: number;
  color?: string;
  icon?: ReactNode;
}

/**
 * Horizontal bars, longest first as given, each with its value and share of the total: readable at
 * any width and by screen readers as a plain list.
 */
export function BarList({
  items,
  formatValue = (v) => v.toLocaleString("en-US"),
  label,
}: {
  items: BarListItem[];
  formatValue?: (value: number) => string;
  label: string;
}) {
  const max = Math.max(0, ...items.map((i) => i.value));
  const total = items.reduce((sum, i) => sum + i.value, 0);
  return (
    <ul aria-label={label} className="flex flex-col gap-3.5">
      {items.map((item) => {
        const share = total > 0 ? Math.round((item.value / total) * 1000) / 10 : 0;
        return (
          <li key={item.id}>
            <div className="mb-1.5 flex items-center justify-between gap-3 text-[13px]">
              <span className="inline-flex min-w-0 items-center gap-2 truncate font-medium text-zinc-700">
                {item.icon}
                {item.label}
              </span>
              <span className="shrink-0 tabular-nums text-zinc-900">
                {formatValue(item.value)} <span className="text-zinc-400">· {share}%</span>
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-zinc-100" aria-hidden="true">
              <div
                className="h-full rounded-full"
                style={{
                  width: `${max > 0 ? (item.value / max) * 100 : 0}%`,
                  backgroundColor: item.color ?? "var(--color-brand-500)",
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
