import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/auth/contracts";
import { devLogin } from "@/lib/auth/identity";

export const POST = handle(contracts.devLogin, ({ body }) => devLogin(body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
