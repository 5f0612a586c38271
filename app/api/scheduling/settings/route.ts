import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/scheduling/contracts";
import { getSettings, putSettings } from "@/lib/scheduling/settings";

export const GET = handle(contracts.getSchedulingSettings, ({ ctx }) => getSettings(ctx));
export const PUT = handle(contracts.putSchedulingSettings, ({ ctx, body }) => putSettings(ctx, body));
export const { HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
