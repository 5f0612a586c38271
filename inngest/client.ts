import { Inngest } from "inngest";
import { logger } from "@/lib/logger";

/**
 * The one Inngest client. It reads INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY and INNGEST_DEV itself;
 * with none of them the app's functions run in-process instead (inngest/runner.ts).
 */
export const inngest = new Inngest({ id: "reach", logger: logger.child({ component: "inngest" }) });

/**
 * Whether /api/inngest can serve: Inngest calls it signed with INNGEST_SIGNING_KEY, or a local
 * dev server calls it unsigned under INNGEST_DEV. Without either the SDK answers every call 500.
 */
export function inngestServeConfigured(): boolean {
  const dev = (process.env.INNGEST_DEV ?? "").trim().toLowerCase();
  return Boolean(process.env.INNGEST_SIGNING_KEY) || (dev !== "" && dev !== "0" && dev !== "false");
}
