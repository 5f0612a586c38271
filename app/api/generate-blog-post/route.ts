import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { wantsStructuredStream } from "@/lib/ai/stream-structured";
import * as contracts from "@/lib/content/contracts";
import { generateBlogPost, generateBlogPostStream } from "@/lib/content/ai/blog-writing";

export const POST = handle(contracts.generateBlogPost, ({ ctx, body }) =>
  wantsStructuredStream(ctx.headers) ? generateBlogPostStream(ctx, body) : generateBlogPost(ctx, body),
);
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
