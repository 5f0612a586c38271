import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/blog-publishing/contracts";
import { deleteBlogDestination, getBlogDestination, updateBlogDestination } from "@/lib/blog-publishing/destinations";

export const GET = handle(contracts.getBlogDestination, ({ ctx, params }) => getBlogDestination(ctx, params.id));
export const PUT = handle(contracts.updateBlogDestination, ({ ctx, params, body }) =>
  updateBlogDestination(ctx, params.id, body),
);
export const DELETE = handle(contracts.deleteBlogDestination, ({ ctx, params }) =>
  deleteBlogDestination(ctx, params.id),
);
export const { OPTIONS, POST, PATCH } = otherMethods({ GET, PUT, DELETE });
