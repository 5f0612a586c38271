import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { deleteImage } from "@/lib/media/images";

export const DELETE = handle(contracts.deleteImage, ({ ctx, params }) => deleteImage(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
