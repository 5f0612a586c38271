import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { refineBlogContent } from "@/lib/content/ai/blog-writing";

export const POST = handle(contracts.refineBlogContent, ({ ctx, body }) => refineBlogContent(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
