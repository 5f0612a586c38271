import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { createPresignedUpload } from "@/lib/media/presigned-upload";

export const POST = handle(contracts.createPresignedUpload, ({ ctx, body }) => createPresignedUpload(ctx, body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
