export interface LegendItem {
  id: string;
  label: string;
  color: string;
}

/** A row of coloured keys under or above a chart. */
export function ChartLegend({ items, className }: { items: LegendItem[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-zinc-600 ${className ?? ""}`}>
      {items.map((item) => (
        <li key={item.id} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: item.color }} />
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
