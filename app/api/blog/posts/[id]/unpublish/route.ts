import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/blog-publishing/contracts";
import { unpublishBlogPost } from "@/lib/content/blog-posts";

export const POST = handle(contracts.unpublishBlogPost, ({ ctx, params }) => unpublishBlogPost(ctx, params.id));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
