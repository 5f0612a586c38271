import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/notifications/contracts";
import { getNotificationPreferences, putNotificationPreferences } from "@/lib/notifications/preferences";

export const GET = handle(contracts.getNotificationPreferences, ({ ctx }) => getNotificationPreferences(ctx));
export const PUT = handle(contracts.putNotificationPreferences, ({ ctx, body }) =>
  putNotificationPreferences(ctx, body),
);
export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
