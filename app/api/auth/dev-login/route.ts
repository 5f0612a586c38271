import { handle } from "@/lib/api/handle";
import { devLogin } from "@/lib/auth/contracts";
import { devLogin as signInForDevelopment } from "@/lib/auth/identity";

export const POST = handle(devLogin, ({ body }) => signInForDevelopment(body));
