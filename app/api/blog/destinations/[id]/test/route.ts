import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/blog-publishing/contracts";
import { testBlogDestination } from "@/lib/blog-publishing/destinations";

export const POST = handle(contracts.testBlogDestination, ({ ctx, params }) => testBlogDestination(ctx, params.id));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
