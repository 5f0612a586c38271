import { cn } from "@/components/ui/cn";
import { AlertIcon, CheckIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";

/** Progress through a few long steps: done ones ticked, the running one spinning, a failure said in words. */
export function WorkSteps<S extends string>({
  steps,
  done,
  running,
  failed,
}: {
  steps: Array<{ id: S; label: string }>;
  done: S[];
  running: S | null;
  failed: string | null;
}) {
  const firstOpen = steps.find((s) => !done.includes(s.id))?.id;
  return (
    <ol aria-label="Progress" className="flex flex-col gap-1.5 text-[13px]">
      {steps.map((step) => {
        const isDone = done.includes(step.id);
        const isRunning = running === step.id;
        const isFailed = !isDone && !running && failed !== null && step.id === firstOpen;
        return (
          <li
            key={step.id}
            aria-current={isRunning ? "step" : undefined}
            className={cn(
              "flex items-start gap-2",
              isDone ? "text-zinc-800" : isRunning ? "font-medium text-zinc-900" : "text-zinc-400",
              isFailed && "text-red-700",
            )}
          >
            <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center">
              {isDone ? (
                <CheckIcon className="size-4 text-emerald-600" />
              ) : isRunning ? (
                <Spinner className="size-3.5" />
              ) : isFailed ? (
                <AlertIcon className="size-4" />
              ) : (
                <span className="size-1.5 rounded-full bg-current" />
              )}
            </span>
            <span>
              {step.label}
              {isFailed ? <span className="block text-xs font-normal">{failed}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
