import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { deleteVideoScript, getVideoScript, updateVideoScript } from "@/lib/content/contracts";
import { deleteVideoScript as remove, findVideoScript, updateVideoScript as update, videoScriptDTO } from "@/lib/content/video-scripts";

export const GET = handle(getVideoScript, async ({ ctx, params }) => videoScriptDTO(await findVideoScript(ctx, params.id)));
export const PUT = handle(updateVideoScript, ({ ctx, params, body }) => update(ctx, params.id, body));
export const DELETE = handle(deleteVideoScript, ({ ctx, params }) => remove(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
