import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { listImages } from "@/lib/media/images";

export const GET = handle(contracts.listImages, ({ ctx, query }) => listImages(ctx, query));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
