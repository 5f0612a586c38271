import { Button } from "@/components/ui/button";
import { AlertIcon, RefreshIcon } from "@/components/ui/icons";

/** Why a delivery was not published, in the network's words, with a retry for those who may publish. */
export function DeliveryFailure({
  network,
  error,
  onRetry,
  retrying,
}: {
  network: string;
  error: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-[13px] text-red-900 sm:flex-row sm:items-start"
    >
      <AlertIcon className="mt-0.5 shrink-0 text-red-600" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">Not published on {network}</p>
        <p className="mt-0.5 break-words">{error ?? "The network refused it without saying why."}</p>
      </div>
      {onRetry ? (
        <Button size="sm" variant="secondary" icon={<RefreshIcon />} loading={retrying} onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
