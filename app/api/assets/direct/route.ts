import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { uploadAssetDirect } from "@/lib/media/upload-image";

export const POST = handle(contracts.uploadAssetDirect, ({ ctx }) => uploadAssetDirect(ctx));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
