import { Card, CardHeader } from "@/components/ui/card";

export interface Meter {
  label: string;
  used: number;
  /** -1: unlimited; 0: not in the plan. */
  limit: number;
}

/** The plan's AI limits as meters: used of limit, "unlimited" or "not in your plan". */
export function UsageMeters({
  meters,
  title = "Plan limits",
  description = "This billing period",
}: {
  meters: Meter[];
  title?: string;
  description?: string;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <ul aria-label={title} className="grid gap-4 p-5 sm:grid-cols-2">
        {meters.map((m) => {
          const pct = m.limit > 0 ? Math.min(100, Math.round((m.used / m.limit) * 100)) : m.limit === 0 ? 100 : 0;
          const text =
            m.limit === -1
              ? `${m.used} used · unlimited`
              : m.limit === 0
                ? "Not in your plan"
                : `${m.used} of ${m.limit}`;
          return (
            <li key={m.label}>
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-medium text-zinc-800">{m.label}</span>
                <span className="text-zinc-500">{text}</span>
              </div>
              <div
                role="meter"
                aria-label={m.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={pct}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-zinc-100"
              >
                <div
                  className={
                    pct >= 100 ? "h-full bg-red-500" : pct >= 80 ? "h-full bg-amber-500" : "h-full bg-brand-500"
                  }
                  style={{ width: `${m.limit === -1 ? 0 : pct}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
