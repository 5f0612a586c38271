import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { getAdminSettings, updateAdminSettings } from "@/lib/admin/settings";

export const GET = handle(contracts.getAdminSettings, () => getAdminSettings());
export const PUT = handle(contracts.updateAdminSettings, ({ ctx, body }) => updateAdminSettings(ctx, body));
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
