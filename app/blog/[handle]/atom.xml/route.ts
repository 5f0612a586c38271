import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/blog/contracts";
import { atomFeed } from "@/lib/blog/public-feeds";

export const GET = handle(contracts.blogAtomFeed, ({ params }) => atomFeed(params.handle));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
