import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { disconnectAccounts } from "@/lib/social/accounts";
import * as contracts from "@/lib/social/contracts";

export const DELETE = handle(contracts.disconnectSocialAccounts, ({ ctx, params, query }) =>
  disconnectAccounts(ctx, params.platform, query.accountId),
);
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = otherMethods({ DELETE });
