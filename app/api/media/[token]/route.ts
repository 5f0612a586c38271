import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { deliverMedia } from "@/lib/media/delivery";

export const GET = handle(contracts.viewMedia, ({ params }) => deliverMedia(params.token));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
