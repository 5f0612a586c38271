import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import { getOpenApiDocument } from "@/lib/api/docs-contracts";
import { openApiDocument } from "@/lib/api/openapi";

export const GET = handle(getOpenApiDocument, () => openApiDocument());
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
