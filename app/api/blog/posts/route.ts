import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { createBlogPost, listBlogPosts } from "@/lib/content/blog-posts";

export const GET = handle(contracts.listBlogPosts, ({ ctx, query }) => listBlogPosts(ctx, query));
export const POST = handle(contracts.createBlogPost, ({ ctx, body }) => createBlogPost(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
