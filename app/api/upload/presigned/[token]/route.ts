import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { receivePresignedUpload } from "@/lib/media/presigned-upload";

export const PUT = handle(contracts.receivePresignedUpload, ({ ctx, params }) =>
  receivePresignedUpload(ctx.req, params.token),
);
export const { GET, HEAD, OPTIONS, POST, PATCH, DELETE } = otherMethods({ PUT });
