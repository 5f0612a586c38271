import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/inbox/contracts";
import { deleteSavedReply, updateSavedReply } from "@/lib/inbox/saved-replies";

export const PUT = handle(contracts.updateSavedReply, ({ ctx, params, body }) =>
  updateSavedReply(ctx, params.id, body),
);
export const DELETE = handle(contracts.deleteSavedReply, ({ ctx, params }) => deleteSavedReply(ctx, params.id));
export const { GET, HEAD, OPTIONS, POST, PATCH } = otherMethods({ PUT, DELETE });
