import { handle } from "@/lib/api/handle";
import { getOpenApiDocument } from "@/lib/api/docs-contracts";
import { openApiDocument } from "@/lib/api/openapi";

export const GET = handle(getOpenApiDocument, () => openApiDocument());
