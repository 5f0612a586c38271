import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/blog-publishing/contracts";
import { listBlogDeliveries } from "@/lib/blog-publishing/deliveries";
import { findBlogPost } from "@/lib/content/blog-posts";

export const GET = handle(contracts.listBlogDeliveries, async ({ ctx, params }) => {
  await findBlogPost(ctx, params.id);
  return listBlogDeliveries(ctx, params.id);
});
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
