import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { listTeam } from "@/lib/team/contracts";
import * as members from "@/lib/team/members";

export const GET = handle(listTeam, ({ ctx, query }) => members.listTeam(ctx, query));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
