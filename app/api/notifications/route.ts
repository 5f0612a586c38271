import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/notifications/contracts";
import { listNotifications } from "@/lib/notifications/notifications";

export const GET = handle(contracts.listNotifications, ({ ctx, query }) => listNotifications(ctx, query));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
