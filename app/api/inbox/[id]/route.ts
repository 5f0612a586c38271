import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { deleteInboxItem, getInboxItem, updateInboxItem } from "@/lib/inbox/inbox-items";

export const GET = handle(contracts.getInboxItem, ({ ctx, params }) => getInboxItem(ctx, params.id));
export const PUT = handle(contracts.updateInboxItem, ({ ctx, params, body }) => updateInboxItem(ctx, params.id, body));
export const DELETE = handle(contracts.deleteInboxItem, ({ ctx, params, query }) =>
  deleteInboxItem(ctx, params.id, query.permanent),
);
export const { HEAD, OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
