import { purgeExpiredAccess } from "./functions/maintenance/purge-expired-access";
import { relayOutboxToInngest } from "./functions/outbox/relay-to-inngest";

/** The app's background functions: run by Inngest when configured, otherwise by the in-process runner. */
export const functions = [purgeExpiredAccess];

/** What /api/inngest serves: the app's functions plus the relay that feeds outbox rows to Inngest. */
export const servedFunctions = [...functions, relayOutboxToInngest];
