import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { getMe } from "@/lib/auth/contracts";
import { getMe as readMe } from "@/lib/auth/identity";

export const GET = handle(getMe, ({ ctx }) => readMe(ctx));
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
