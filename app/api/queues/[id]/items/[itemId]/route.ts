import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/queues/contracts";
import { deleteQueueItem } from "@/lib/queues/queues";

export const DELETE = handle(contracts.deleteQueueItem, ({ ctx, params }) =>
  deleteQueueItem(ctx, params.id, params.itemId),
);
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
