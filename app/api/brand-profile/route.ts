import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { getBrandProfile, updateBrandProfile } from "@/lib/brand/contracts";
import * as brand from "@/lib/brand/profile";

export const GET = handle(getBrandProfile, ({ ctx }) => brand.getBrandProfile(ctx));
export const PUT = handle(updateBrandProfile, ({ ctx, body }) => brand.updateBrandProfile(ctx, body));
export const { OPTIONS, POST, PATCH, DELETE } = otherMethods({ GET, PUT });
