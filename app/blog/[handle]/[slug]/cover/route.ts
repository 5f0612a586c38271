import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/blog/contracts";
import { blogCover } from "@/lib/blog/public-feeds";

export const GET = handle(contracts.blogPostCover, ({ params }) => blogCover(params.handle, params.slug));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
