import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/website/contracts";
import { preflightCheck } from "@/lib/website/analyze-website";

export const POST = handle(contracts.preflightCheck, ({ body }) => preflightCheck(body.url));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
