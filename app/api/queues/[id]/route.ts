import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/queues/contracts";
import { deleteQueue, updateQueue } from "@/lib/queues/queues";

export const PUT = handle(contracts.updateQueue, ({ ctx, params, body }) => updateQueue(ctx, params.id, body));
export const DELETE = handle(contracts.deleteQueue, ({ ctx, params }) => deleteQueue(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PATCH } = otherMethods({ PUT, DELETE });
