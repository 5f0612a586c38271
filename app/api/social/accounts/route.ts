import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { listAccounts } from "@/lib/social/accounts";
import * as contracts from "@/lib/social/contracts";

export const GET = handle(contracts.listSocialAccounts, ({ ctx }) => listAccounts(ctx));
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
