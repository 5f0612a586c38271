import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { createVideoScript, listVideoScripts } from "@/lib/content/contracts";
import { createVideoScript as create, listVideoScripts as list } from "@/lib/content/video-scripts";

export const GET = handle(listVideoScripts, ({ ctx, query }) => list(ctx, query));
export const POST = handle(createVideoScript, ({ ctx, body }) => create(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
