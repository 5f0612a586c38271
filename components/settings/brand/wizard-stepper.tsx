import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";

export const WIZARD_STEPS = ["Website", "Analysis", "Review", "Save"] as const;

/**
 * Where the set-up is: "Step 2 of 4 · Analysis" always, the four steps listed from a tablet's
 * width up (a progress bar stands for them on a phone, so nothing scrolls sideways).
 */
export function WizardStepper({ step }: { step: number }) {
  return (
    <nav aria-label="Brand set-up steps" className="flex flex-col gap-3">
      <p className="text-[13px] font-medium text-zinc-600" data-testid="wizard-position">
        Step {step + 1} of {WIZARD_STEPS.length} · {WIZARD_STEPS[step]}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-zinc-100 sm:hidden" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${((step + 1) / WIZARD_STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="hidden items-center gap-2 sm:flex">
        {WIZARD_STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? "step" : undefined}
            className={cn(
              "flex flex-1 items-center gap-2 text-[13px]",
              i === step ? "font-semibold text-zinc-900" : i < step ? "text-zinc-700" : "text-zinc-400",
            )}
          >
            <span
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full text-xs",
                i < step
                  ? "bg-brand-600 text-white"
                  : i === step
                    ? "bg-brand-50 text-brand-700 ring-2 ring-brand-600"
                    : "bg-zinc-100 text-zinc-500",
              )}
            >
              {i < step ? <CheckIcon className="size-3.5" /> : i + 1}
            </span>
            <span className="whitespace-nowrap">{label}</span>
            {i < WIZARD_STEPS.length - 1 ? (
              <span className={cn("h-px flex-1", i < step ? "bg-brand-300" : "bg-zinc-200")} aria-hidden="true" />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
