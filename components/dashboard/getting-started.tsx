import Link from "next/link";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CheckIcon, ChevronRightIcon } from "@/components/ui/icons";

export interface ChecklistStep {
  label: string;
  description: string;
  href: string;
  done: boolean;
}

export function GettingStarted({ steps }: { steps: ChecklistStep[] }) {
  const done = steps.filter((s) => s.done).length;
  const percent = Math.round((done / steps.length) * 100);
  return (
    <Card className="flex flex-col">
      <CardHeader title="Get set up" description={`${done} of ${steps.length} done`} />
      <div className="px-5 pt-4">
        <div
          className="h-1.5 overflow-hidden rounded-full bg-zinc-100"
          role="progressbar"
          aria-label="Setup progress"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ul className="flex flex-col p-2">
        {steps.map((step) => (
          <li key={step.label}>
            <Link
              href={step.href}
              className="group flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center rounded-full",
                  step.done ? "bg-emerald-500 text-white" : "border-[1.5px] border-dashed border-zinc-300",
                )}
              >
                {step.done ? <CheckIcon size={12} strokeWidth={3} /> : null}
                <span className="sr-only">{step.done ? "Done:" : "To do:"}</span>
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={cn(
                    "block text-[13px] font-medium",
                    step.done ? "text-zinc-400 line-through" : "text-zinc-800",
                  )}
                >
                  {step.label}
                </span>
                <span className="block truncate text-xs text-zinc-500">{step.description}</span>
              </span>
              <ChevronRightIcon className="shrink-0 text-zinc-300 transition-transform group-hover:translate-x-0.5 group-hover:text-zinc-500" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
