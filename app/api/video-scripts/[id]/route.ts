import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { deleteVideoScript, findVideoScript, updateVideoScript, videoScriptDTO } from "@/lib/content/video-scripts";

export const GET = handle(contracts.getVideoScript, async ({ ctx, params }) =>
  videoScriptDTO(await findVideoScript(ctx, params.id)),
);
export const PUT = handle(contracts.updateVideoScript, ({ ctx, params, body }) =>
  updateVideoScript(ctx, params.id, body),
);
export const DELETE = handle(contracts.deleteVideoScript, ({ ctx, params }) => deleteVideoScript(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
