import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { openApiPath } from "@/lib/api/openapi";
import { registeredContracts } from "@/lib/api/registry";
import { api } from "../helpers/app";

type Json = Record<string, any>;

async function served(): Promise<Json> {
  const res = await api.get("/api/openapi.json");
  expect(res.status).toBe(200);
  return res.body;
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function resolve(doc: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
}

describe("GET /api/openapi.json", () => {
  it("is public, OpenAPI 3.1 and valid by Redocly's recommended rules (no errors)", async () => {
    const doc = await served();
    expect(doc.openapi).toBe("3.1.0");
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "/openapi.json", config });
    expect(
      problems
        .filter((p) => p.severity === "error")
        .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it("describes every registered contract once, with {param} paths and unique operation ids", async () => {
    const doc = await served();
    const ids = new Set<string>();
    for (const { id, contract: c } of registeredContracts) {
      const op = doc.paths[openApiPath(c.path)]?.[c.method.toLowerCase()];
      expect(op, `${c.method} ${c.path}`).toBeDefined();
      expect(op.operationId).toBe(id);
      ids.add(op.operationId);
      const pathParams = op.parameters.filter((p: Json) => p.in === "path").map((p: Json) => p.name);
      expect(pathParams).toEqual([...c.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
    }
    expect(ids.size).toBe(registeredContracts.length);
    expect(Object.keys(doc.paths).some((p) => p.includes(":"))).toBe(false);
  });

  it("every $ref points at something in the document", async () => {
    const doc = await served();
    const dangling = [...new Set(refsIn(doc))].filter((ref) => resolve(doc, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it("marks public routes as needing no token and every other route as bearer or session", async () => {
    const doc = await served();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    expect(doc.components.securitySchemes.bearerAuth.description).toMatch(/dev-login[\s\S]*\/api\/auth\/tokens/);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(doc.paths["/api/health"].get.security).toEqual([]);
    expect(doc.paths["/api/auth/dev-login"].post.security).toEqual([]);
    expect(doc.paths["/api/auth/me"].get.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.paths["/api/auth/me"].get.responses["401"]).toEqual({ $ref: "#/components/responses/Unauthorized" });
    expect(doc.paths["/api/health"].get.responses["401"]).toBeUndefined();
  });

  it("documents the error bodies of decisions.md and the rate-limit and request-id headers", async () => {
    const doc = await served();
    const { schemas, responses } = doc.components;
    expect(schemas.ValidationError.required).toEqual(["error", "details"]);
    expect(schemas.RateLimited.required).toEqual(["error", "retryAfter"]);
    expect(schemas.ErrorWithMessage.required).toEqual(["error", "message"]);
    expect(schemas.CampaignNotFound.required).toEqual(["message"]);
    expect(schemas.UploadError.required).toEqual(["error", "message", "statusCode"]);
    expect(Object.keys(responses.TooManyRequests.headers)).toEqual(
      expect.arrayContaining([
        "Retry-After",
        "X-RateLimit-Limit",
        "X-RateLimit-Remaining",
        "X-RateLimit-Reset",
        "X-Request-Id",
      ]),
    );

    const create = doc.paths["/api/campaigns"].post;
    expect(Object.keys(create.responses["201"].headers)).toEqual(
      expect.arrayContaining(["X-RateLimit-Remaining", "X-Request-Id"]),
    );
    expect(create.responses["400"]).toEqual({ $ref: "#/components/responses/ValidationFailed" });
    expect(create.responses["413"]).toEqual({ $ref: "#/components/responses/PayloadTooLarge" });
    expect(doc.paths["/api/campaigns/{id}"].get.responses["404"]).toEqual({
      $ref: "#/components/responses/CampaignNotFound",
    });
    expect(doc.paths["/api/roles/{id}"].put.responses["404"]).toEqual({ $ref: "#/components/responses/NotFound" });
    expect(doc.paths["/api/roles/{id}"].put.responses["409"]).toEqual({ $ref: "#/components/responses/Conflict" });
  });

  it("describes requests by what they accept and answers by what they carry", async () => {
    const doc = await served();
    const create = doc.paths["/api/campaigns"].post;
    const body = create.requestBody.content["application/json"].schema;
    expect(create.requestBody.required).toBe(true);
    expect(body.required).toEqual(["name"]);
    // startsAt is parsed into a Date on the server; clients send an ISO string.
    expect(JSON.stringify(body.properties.startsAt)).toContain('"format":"date-time"');
    const answer = create.responses["201"].content["application/json"].schema;
    expect(answer.required).toEqual(expect.arrayContaining(["id", "status", "createdAt"]));

    const list = doc.paths["/api/campaigns"].get.parameters
      .filter((p: Json) => p.in === "query")
      .map((p: Json) => p.name);
    expect(list).toEqual(expect.arrayContaining(["limit", "offset", "status"]));
  });
});
