import { z } from "zod";
import pkg from "@/package.json";
import type { Contract } from "./contract";
import {
  errorResponse,
  errorResponses,
  errorSchemas,
  errorStatuses,
  headers,
  parameters,
  rateLimitNote,
  securitySchemes,
  signedIn,
  successHeaders,
} from "./openapi-components";
import { registeredContracts, type RegisteredContract } from "./registry";

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Json>;
  [key: string]: unknown;
}
type JsonSchema = Json & { properties?: Record<string, Json>; required?: string[] };

/** `/api/campaigns/:id` → `/api/campaigns/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}");
}

/**
 * One zod schema → JSON Schema 2020-12 (what OpenAPI 3.1 uses). Requests are described by what
 * they accept (io "input": a transform's input side, defaults optional), answers by what they carry
 * (io "output"). Named schemas (`.meta({ id })`) move to components.schemas so they are shared.
 */
function jsonSchema(schema: z.ZodType, io: "input" | "output", shared: Json, owner: string): JsonSchema {
  let converted: Json;
  try {
    converted = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  } catch (err) {
    throw new Error(`OpenAPI: cannot describe the ${io} schema of ${owner}: ${(err as Error).message}`);
  }
  const { $schema: _dialect, $defs, ...rest } = converted;
  const names = new Map<string, string>();
  for (const key of Object.keys(($defs as Json | undefined) ?? {})) {
    names.set(key, /^__schema\d+$/.test(key) ? `${owner}.${key.slice(2)}` : key);
  }
  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (typeof value !== "object" || value === null) return value;
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")
          ? `#/components/schemas/${names.get(v.slice(8)) ?? v.slice(8)}`
          : relink(v);
    }
    return out;
  };
  for (const [key, def] of Object.entries(($defs as Json | undefined) ?? {})) shared[names.get(key)!] = relink(def);
  return relink(rest) as JsonSchema;
}

function acceptsNothing(schema: z.ZodType): boolean {
  try {
    return schema.safeParse(undefined).success;
  } catch {
    return false;
  }
}

function parametersOf(c: Contract, id: string, shared: Json): Json[] {
  const out: Json[] = [];
  const pathNames = [...c.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const paramSchema = c.params ? jsonSchema(c.params, "input", shared, id) : {};
  for (const name of pathNames) {
    const schema = paramSchema.properties?.[name] ?? { type: "string" };
    out.push({
      name,
      in: "path",
      required: true,
      schema,
      ...(schema.description ? { description: schema.description } : {}),
    });
  }
  if (c.query) {
    const q = jsonSchema(c.query, "input", shared, id);
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      out.push({
        name,
        in: "query",
        required: q.required?.includes(name) ?? false,
        schema,
        ...(schema.description ? { description: schema.description } : {}),
        ...(schema.type === "array" ? { style: "form", explode: true } : {}),
      });
    }
  }
  out.push({ $ref: "#/components/parameters/RequestId" });
  return out;
}

function accessNote(c: Contract): string {
  const access = c.access ?? "user";
  const lines: string[] = [];
  if (access === "public") lines.push("Public: no token needed.");
  if (access === "identity") lines.push("Any signed-in identity, onboarded or not.");
  if (access === "user") lines.push("Signed-in user of a company; acts on that company's data only.");
  if (access === "superAdmin") lines.push("Super Admins only.");
  if (c.permission) lines.push(`Needs the \`${c.permission}\` permission.`);
  if (c.roles) lines.push(`Only the ${c.roles.join(" or ")} role.`);
  return lines.join(" ");
}

function operation({ id, contract: c }: RegisteredContract, shared: Json): Json {
  const status = c.status ?? 200;
  const success: Json = { description: c.summary, headers: successHeaders };
  if (status !== 204) {
    success.content = c.produces
      ? { [c.produces]: { schema: { type: "string" } } }
      : { "application/json": { schema: c.response ? jsonSchema(c.response, "output", shared, id) : {} } };
  }
  const responses: Json = { [String(status)]: success };
  for (const s of errorStatuses(c)) responses[String(s)] = errorResponse(s, c.errorStyle ?? "default");

  const op: Json = {
    operationId: id,
    tags: [c.tag],
    summary: c.summary,
    description: [c.description, accessNote(c), rateLimitNote(c)].filter(Boolean).join("\n\n"),
    parameters: parametersOf(c, id, shared),
    responses,
    security: (c.access ?? "user") === "public" ? [] : signedIn,
  };
  if (c.body) {
    op.requestBody = {
      required: !acceptsNothing(c.body),
      content: { "application/json": { schema: jsonSchema(c.body, "input", shared, id) } },
    };
  } else if (c.consumes) {
    op.requestBody = {
      required: true,
      content: Object.fromEntries(
        Object.entries(c.consumes).map(([type, raw]) => [
          type,
          { schema: jsonSchema(raw.schema, "input", shared, id), ...(raw.encoding ? { encoding: raw.encoding } : {}) },
        ]),
      ),
    };
  }
  if (c.permission) op["x-permission"] = c.permission;
  if (c.roles) op["x-roles"] = c.roles;
  return op;
}

const INTRO = `The platform's HTTP API. Every request and answer is JSON unless an operation says otherwise.

**Authentication.** Send \`Authorization: Bearer <token>\` (see the bearerAuth scheme for how to get a token) or the browser session cookie. A user acts on their own company's data only: another company's ids answer 404.

**Errors.** 400 \`{error: "Validation failed", details: {field: message}}\` (also malformed JSON and unknown enum values; unknown extra fields are ignored), 401 \`{error: "Unauthorized"}\`, 403 \`{error}\`, 404 \`{error}\` (campaign routes: \`{message}\`), 405 with an \`Allow\` header for a method a path does not serve, 409 \`{error, message}\`, 413 for bodies over the limit, 429 \`{error, retryAfter}\` with \`Retry-After\`, 500 \`{error, message}\`. Upload routes answer every error as \`{error, message, statusCode}\`.

**Limits.** Answers past authentication carry \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`; each operation names its bucket. Request bodies are limited to 1 MB unless an operation says otherwise.

**Tracing.** Every answer carries \`X-Request-Id\` (yours echoed, if you sent one).

**Lists.** Unless an operation shows otherwise, lists answer \`{items, total, limit, offset}\` with \`limit\` (default 50, max 100) and \`offset\`.`;

export function buildOpenApiDocument(entries: readonly RegisteredContract[]): OpenApiDocument {
  const shared: Json = {};
  const paths: Record<string, Json> = {};
  const tags: string[] = [];
  for (const entry of entries) {
    const p = openApiPath(entry.contract.path);
    paths[p] ??= {};
    paths[p][entry.contract.method.toLowerCase()] = operation(entry, shared);
    if (!tags.includes(entry.contract.tag)) tags.push(entry.contract.tag);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Reach API", version: pkg.version, description: INTRO },
    servers: [{ url: "/", description: "This server" }],
    tags: tags.map((name) => ({ name })),
    security: signedIn,
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes,
      schemas: { ...errorSchemas, ...shared },
      responses: errorResponses,
      headers,
      parameters,
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document for the registered contracts; built once per process (contracts do not change at run time). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument(registeredContracts);
  return cached;
}
