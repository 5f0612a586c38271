import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { generateImage } from "@/lib/media/generate-image";

export const POST = handle(contracts.generateImage, ({ ctx, body }) => generateImage(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
