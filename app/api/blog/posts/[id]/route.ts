import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { deleteBlogPost, getBlogPost, updateBlogPost } from "@/lib/content/contracts";
import { blogPostDTO, deleteBlogPost as remove, findBlogPost, updateBlogPost as update } from "@/lib/content/blog-posts";

export const GET = handle(getBlogPost, async ({ ctx, params }) => blogPostDTO(await findBlogPost(ctx, params.id)));
export const PUT = handle(updateBlogPost, ({ ctx, params, body }) => update(ctx, params.id, body));
export const DELETE = handle(deleteBlogPost, ({ ctx, params }) => remove(ctx, params.id));
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
