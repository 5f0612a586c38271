import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { listAdminPackages, upsertPackage } from "@/lib/admin/packages";

export const GET = handle(contracts.listAdminPackages, () => listAdminPackages());
export const POST = handle(contracts.upsertPackage, ({ ctx, body }) => upsertPackage(ctx, body));
export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
