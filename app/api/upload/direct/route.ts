import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { uploadDirect } from "@/lib/media/upload-image";

export const POST = handle(contracts.uploadDirect, ({ ctx }) => uploadDirect(ctx));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
