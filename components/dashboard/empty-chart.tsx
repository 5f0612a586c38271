import type { ReactNode } from "react";

const GHOST_HEIGHTS = [28, 40, 34, 52, 46, 60, 38, 55, 70, 48, 62, 58, 75, 66];

/** A faint placeholder chart behind an empty-state message, so the card keeps its shape. */
export function EmptyChart({ children, height = 180 }: { children: ReactNode; height?: number }) {
  return (
    <div className="relative" style={{ height: height + 24 }}>
      <div
        aria-hidden="true"
        className="absolute inset-0 flex items-end gap-1.5 pb-6 opacity-60 [mask-image:linear-gradient(to_top,black,transparent)]"
      >
        {GHOST_HEIGHTS.map((h, i) => (
          <div key={i} className="flex-1 rounded-t-[4px] bg-zinc-100" style={{ height: `${h}%` }} />
        ))}
      </div>
      <div className="absolute inset-0 flex items-center justify-center">{children}</div>
    </div>
  );
}
