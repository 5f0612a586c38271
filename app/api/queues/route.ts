import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/queues/contracts";
import { createQueue, listQueues } from "@/lib/queues/queues";

export const GET = handle(contracts.listQueues, ({ ctx }) => listQueues(ctx));
export const POST = handle(contracts.createQueue, ({ ctx, body }) => createQueue(ctx, body));
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
