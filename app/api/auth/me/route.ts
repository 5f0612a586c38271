import { handle } from "@/lib/api/handle";
import { getMe } from "@/lib/auth/contracts";
import { getMe as readMe } from "@/lib/auth/identity";

export const GET = handle(getMe, ({ ctx }) => readMe(ctx));
