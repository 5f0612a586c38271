import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { getSystemSettings, updateSystemSettings } from "@/lib/admin/settings";

export const GET = handle(contracts.getSystemConfig, () => getSystemSettings());
export const PUT = handle(contracts.updateSystemConfig, ({ ctx, body }) => updateSystemSettings(ctx, body));
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
