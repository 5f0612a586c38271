import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { generatePosts } from "@/lib/content/ai/post-writing";

export const POST = handle(contracts.generatePosts, ({ ctx, body }) => generatePosts(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
