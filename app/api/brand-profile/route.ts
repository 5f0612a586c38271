import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/brand/contracts";
import { getBrandProfile, updateBrandProfile } from "@/lib/brand/profile";

export const GET = handle(contracts.getBrandProfile, ({ ctx }) => getBrandProfile(ctx));
export const PUT = handle(contracts.updateBrandProfile, ({ ctx, body }) => updateBrandProfile(ctx, body));
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
