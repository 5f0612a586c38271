import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { deleteAbTest, updateAbTest } from "@/lib/admin/ai-ab-tests";

export const PUT = handle(contracts.updateAbTest, ({ ctx, params, body }) => updateAbTest(ctx, params.id, body));
export const DELETE = handle(contracts.deleteAbTest, ({ ctx, params }) => deleteAbTest(ctx, params.id));
export const { OPTIONS, GET, HEAD, POST, PATCH } = otherMethods({ PUT, DELETE });
