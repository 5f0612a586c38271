import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { assistPost } from "@/lib/content/ai/post-writing";

export const POST = handle(contracts.assistPost, ({ ctx, body }) => assistPost(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
