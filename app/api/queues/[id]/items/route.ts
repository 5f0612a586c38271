import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/queues/contracts";
import { addQueueItem, listQueueItems } from "@/lib/queues/queues";

export const GET = handle(contracts.listQueueItems, ({ ctx, params }) => listQueueItems(ctx, params.id));
export const POST = handle(contracts.createQueueItem, ({ ctx, params, body }) => addQueueItem(ctx, params.id, body));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
