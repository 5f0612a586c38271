import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { blogPostDTO, deleteBlogPost, findBlogPost, updateBlogPost } from "@/lib/content/blog-posts";

export const GET = handle(contracts.getBlogPost, async ({ ctx, params }) =>
  blogPostDTO(await findBlogPost(ctx, params.id)),
);
export const PUT = handle(contracts.updateBlogPost, ({ ctx, params, body }) => updateBlogPost(ctx, params.id, body));
export const DELETE = handle(contracts.deleteBlogPost, ({ ctx, params }) => deleteBlogPost(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
