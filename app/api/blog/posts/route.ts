import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { createBlogPost, listBlogPosts } from "@/lib/content/contracts";
import { createBlogPost as create, listBlogPosts as list } from "@/lib/content/blog-posts";

export const GET = handle(listBlogPosts, ({ ctx, query }) => list(ctx, query));
export const POST = handle(createBlogPost, ({ ctx, body }) => create(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
