import { isProviderError } from "@/lib/integrations/http";
import { OutboundRefusedError } from "@/lib/integrations/outbound";
import { logger } from "@/lib/logger";

/** A destination's failure in words a user can act on; anything unexpected is logged and said plainly. */
export function describeFailure(err: unknown): string {
  if (isProviderError(err)) {
    if (err.kind === "needs_reconnect") return `${err.network} refused the credentials: ${err.message}`;
    if (err.kind === "rate_limited") return `${err.network} is rate limiting: ${err.message}`;
    return err.message;
  }
  if (err instanceof OutboundRefusedError) return err.message;
  logger.error({ err }, "blog destination call failed");
  return "The destination could not be reached.";
}
