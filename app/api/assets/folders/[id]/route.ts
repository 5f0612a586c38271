import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/media/contracts";
import { deleteFolder } from "@/lib/media/folders";

export const DELETE = handle(contracts.deleteFolder, ({ ctx, params, query }) =>
  deleteFolder(ctx, params.id, query.moveContents),
);
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
