import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/system/contracts";
import { readHealth } from "@/lib/system/health";

export const GET = handle(contracts.healthCheck, () => readHealth());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
