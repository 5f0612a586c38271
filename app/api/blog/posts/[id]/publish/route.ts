import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { publishBlogPost } from "@/lib/content/contracts";
import { publishBlogPost as publish } from "@/lib/content/blog-posts";

export const POST = handle(publishBlogPost, ({ ctx, params }) => publish(ctx, params.id));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
