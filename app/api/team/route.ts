import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/team/contracts";
import { listTeam } from "@/lib/team/members";

export const GET = handle(contracts.listTeam, ({ ctx, query }) => listTeam(ctx, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
