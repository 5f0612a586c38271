import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/website/contracts";
import { analyzeWebsite } from "@/lib/website/analyze-website";

export const POST = handle(contracts.analyzeWebsite, ({ ctx, body }) => analyzeWebsite(ctx, body.url));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
