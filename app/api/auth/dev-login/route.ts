import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { devLogin } from "@/lib/auth/contracts";
import { devLogin as signInForDevelopment } from "@/lib/auth/identity";

export const POST = handle(devLogin, ({ body }) => signInForDevelopment(body));
export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ POST });
