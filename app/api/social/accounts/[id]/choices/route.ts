import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { connectAccountChoice, listAccountChoices } from "@/lib/social/account-choices";
import * as contracts from "@/lib/social/contracts";

export const GET = handle(contracts.listSocialAccountChoices, ({ ctx, params }) => listAccountChoices(ctx, params.id));
export const POST = handle(contracts.connectSocialAccountChoice, ({ ctx, params, body }) =>
  connectAccountChoice(ctx, params.id, body.choiceId),
);
export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
