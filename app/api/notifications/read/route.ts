import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/notifications/contracts";
import { markNotificationsRead } from "@/lib/notifications/notifications";

export const POST = handle(contracts.markNotificationsRead, ({ ctx, body }) => markNotificationsRead(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
