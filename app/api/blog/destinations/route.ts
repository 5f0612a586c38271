import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/blog-publishing/contracts";
import { createBlogDestination, listBlogDestinations } from "@/lib/blog-publishing/destinations";

export const GET = handle(contracts.listBlogDestinations, ({ ctx }) => listBlogDestinations(ctx));
export const POST = handle(contracts.createBlogDestination, ({ ctx, body }) => createBlogDestination(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
