import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { createVideoScript, listVideoScripts } from "@/lib/content/video-scripts";

export const GET = handle(contracts.listVideoScripts, ({ ctx, query }) => listVideoScripts(ctx, query));
export const POST = handle(contracts.createVideoScript, ({ ctx, body }) => createVideoScript(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
