import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { openApiDocument } from "@/lib/api/openapi";
import * as contracts from "@/lib/system/contracts";

export const GET = handle(contracts.getOpenApiDocument, () => openApiDocument());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
