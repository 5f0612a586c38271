import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { syncInbox } from "@/lib/inbox/sync-inbox";

export const POST = handle(contracts.syncInbox, ({ ctx, query, body }) =>
  syncInbox(ctx, query.platform ?? body.platform),
);
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
