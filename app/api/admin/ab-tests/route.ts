import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { createAbTest, listAbTests } from "@/lib/admin/ai-ab-tests";

export const GET = handle(contracts.listAbTests, () => listAbTests());
export const POST = handle(contracts.createAbTest, ({ ctx, body }) => createAbTest(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
