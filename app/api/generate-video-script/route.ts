import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/content/contracts";
import { generateVideoScript } from "@/lib/content/ai/planning";

export const POST = handle(contracts.generateVideoScript, ({ ctx, body }) => generateVideoScript(ctx, body));
export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods({ POST });
