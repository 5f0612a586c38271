import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/admin/contracts";
import { secretManagerStatus } from "@/lib/admin/secret-manager";

export const GET = handle(contracts.getSecretManagerStatus, () => secretManagerStatus());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
