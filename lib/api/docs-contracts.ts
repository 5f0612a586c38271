import { z } from "zod";
import { contract } from "./contract";

export const getOpenApiDocument = contract({
  method: "GET",
  path: "/api/openapi.json",
  tag: "System",
  summary: "This API described as an OpenAPI 3.1 document",
  description: "Built from the same contracts that validate every request, so it cannot drift from the routes. Rendered for people at /docs/api.",
  access: "public",
  response: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
});
