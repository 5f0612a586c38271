import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { searchUsers } from "@/lib/admin/segments";

export const GET = handle(contracts.searchSegmentUsers, ({ query }) => searchUsers(query.q, query.limit));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
