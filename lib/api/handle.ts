import type { z } from "zod";
import { resolveActor, type Actor, type SignedInIdentity, type UserActor } from "@/lib/auth/actor";
import { forCompany, Prisma, transactionOnFirstWrite, type TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/audit";
import { clientIp } from "./client-ip";
import type { BodyOf, Contract, ParamsOf, QueryOf, ResponseOf } from "./contract";
import {
  ApiError,
  badRequest,
  errorBody,
  forbidden,
  internalError,
  notFound,
  superAdminRequired,
  tooManyRequests,
  unauthorized,
} from "./errors";
import { parseJsonBody } from "./body";
import { incomingOf, type Incoming, type JsonAnswer, type RequestHead } from "./incoming";
import { assertSameOriginWrite } from "./csrf";
import { jsonProblem } from "./storable";
import { jsonResponse } from "./json-response";
import { requestIdOf } from "./request-id";
import { fieldMessage, plainIssueMessage } from "./validation-messages";
import { hitRateLimit, RATE_LIMITS, type RateResult } from "./rate-limit";

export interface BaseCtx {
  requestId: string;
  ip: string;
  /** The request's headers, read without making `req` (which costs a Fetch Request). */
  headers: RequestHead["headers"];
  req: Request;
}
export interface IdentityCtx extends BaseCtx {
  identity: SignedInIdentity;
  user: UserActor | null;
}
/** A tenant route's context: the services' TenantCtx, with the caller and the request. */
type TenantRouteCtx = BaseCtx & TenantCtx & { identity: SignedInIdentity; actor: UserActor };

export type CtxOf<C extends Contract> = C["access"] extends "public"
  ? BaseCtx
  : C["access"] extends "identity"
    ? IdentityCtx
    : TenantRouteCtx;

export interface HandlerInput<C extends Contract> {
  ctx: CtxOf<C>;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
}

type RawParams = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<RawParams> };
/**
 * A route function as Next calls it, with its contract, and `answer`: the same route for a server
 * that reads the request itself (lib/server/api-server.ts), answering a Response or handle()'s own
 * JSON answer for it to write.
 */
export type RouteHandler = ((req: Request, route: RouteContext) => Promise<Response>) & {
  contract: Contract;
  answer(incoming: Incoming, params: RawParams): Promise<Response | JsonAnswer>;
};

function zodDetails(error: z.ZodError, root: string): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : root;
    details[key] ??= fieldMessage(issue);
  }
  return details;
}

function parseWith(schema: z.ZodType | undefined, value: unknown, root: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: plainIssueMessage });
  if (!result.success) throw badRequest(zodDetails(result.error, root));
  return result.data;
}

/** Route params PostgreSQL could not even look up (NUL, a lone surrogate) name nothing: 404. */
function checkParams(raw: Record<string, unknown>): void {
  if (jsonProblem(raw, "params")) throw notFound();
}

/** 400 naming the field for a query or body string PostgreSQL cannot store. */
function checkStorable(value: unknown, root: string): void {
  const problem = jsonProblem(value, root);
  if (problem) throw badRequest({ [problem.field]: problem.message });
}

/** What a missing body stands for: `{}` when the schema takes it (a body of optional fields may be left out). */
function emptyBodyOf(schema: z.ZodType | undefined): unknown {
  if (!schema || schema.safeParse(undefined).success) return undefined;
  return schema.safeParse({}).success ? {} : undefined;
}

function toResponse(answer: Response | JsonAnswer): Response {
  if (answer instanceof Response) return answer;
  const init = { status: answer.status, headers: answer.headers };
  return answer.text === null ? new Response(null, init) : jsonResponse(answer.text, init);
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

function mapPrismaError(err: unknown): ApiError | null {
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    if (err.code === "P2025") return notFound();
    if (err.code === "P2002")
      return new ApiError(409, "CONFLICT", { message: "A record with these values already exists" });
    if (err.code === "P2003") return badRequest({ body: "A referenced record does not exist" });
  }
  return null;
}

/**
 * An audited write runs in one transaction with its audit row, from its first write to its end.
 * Waits and run time are generous: the embedded database serves one transaction at a time.
 */
const AUDITED_WRITE = { maxWait: 10_000, timeout: 15_000 };

function toJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

async function authorize(c: Contract, actor: Actor | null): Promise<void> {
  const access = c.access ?? "user";
  if (access === "public") return;
  if (!actor) throw unauthorized();
  if (access === "identity") return;
  if (!actor.user) throw forbidden("Finish onboarding first: POST /api/auth/onboarding");
  if (access === "superAdmin" && !actor.user.isSuperAdmin) throw superAdminRequired();
  if (c.permission && !actor.user.permissions.includes(c.permission)) {
    throw forbidden(`Your role does not allow this (needs ${c.permission})`);
  }
  if (c.roles && !c.roles.includes(actor.user.roleName)) {
    throw forbidden(`Only the ${c.roles.join(" or ")} role can do this`);
  }
}

/**
 * The one wrapper every /api route goes through: request id, authentication, permissions,
 * rate limit, body cap, validation, tenant-scoped context, response shaping, error mapping, audit.
 */
export function handle<const C extends Contract>(
  c: C,
  run: (input: HandlerInput<C>) => Promise<ResponseOf<C> | Response> | ResponseOf<C> | Response,
): RouteHandler {
  const emptyBody = emptyBodyOf(c.body);
  const answer = async (req: Incoming, rawParams: RawParams): Promise<Response | JsonAnswer> => {
    const started = Date.now();
    const requestId = requestIdOf(req);
    const ip = clientIp((name) => req.headers.get(name));
    const headers: Record<string, string> = { "x-request-id": requestId };
    // A child logger per request costs more than the rest of a fast read: built only when something is logged.
    const log = () => logger.child({ requestId, method: c.method, route: c.path });
    let status = 500;
    let actor: Actor | null = null;
    try {
      // A public route reads no caller: a stale or invalid token sent along does not stop it.
      if (c.access !== "public") actor = await resolveActor(req);
      if (actor && !req.headers.has("authorization")) assertSameOriginWrite(req, c);
      await authorize(c, actor);

      const bucket = c.rateLimit ?? "default";
      const per = RATE_LIMITS[bucket].per;
      const subject =
        per === "ip" ? ip : per === "company" ? (actor?.user?.companyId ?? ip) : (actor?.user?.userId ?? ip);
      const rate: RateResult = await hitRateLimit(bucket, subject);
      headers["x-ratelimit-limit"] = String(rate.limit);
      headers["x-ratelimit-remaining"] = String(rate.remaining);
      headers["x-ratelimit-reset"] = String(rate.reset);
      if (!rate.allowed) throw tooManyRequests(rate.retryAfter);

      checkParams(rawParams);
      const params = parseWith(c.params, rawParams, "params");
      const rawQuery = queryObject(req.parsedUrl);
      checkStorable(rawQuery, "query");
      const query = parseWith(c.query, rawQuery, "query");
      const rawBody = c.body ? parseJsonBody(await req.bodyText(c.bodyLimit ?? env.bodyLimitBytes)) : undefined;
      const body = parseWith(c.body, rawBody ?? emptyBody, "body");

      const access = c.access ?? "user";
      // authorize() let a tenant route through only with a user.
      const tenant = access === "user" || access === "superAdmin" ? actor!.user! : null;
      const audited = tenant !== null && c.method !== "GET" && c.audit !== false;
      // A tenant write runs in one transaction with its audit row, so a failed audit write undoes the
      // change; it opens at the first write, and everything the service does inside (its own
      // $transaction, other clients) joins it. Reads need none.
      const write = audited ? transactionOnFirstWrite(tenant.companyId, AUDITED_WRITE) : null;
      const db = write?.db ?? (tenant ? forCompany(tenant.companyId) : null);
      const execute = async () => {
        // ctx.req is made only when a service reads it (see incoming.ts).
        const base = {
          requestId,
          ip,
          headers: req.headers,
          get req() {
            return req.request();
          },
        };
        const ctx = (
          tenant && db
            ? Object.assign(base, {
                identity: actor!.identity,
                actor: tenant,
                companyId: tenant.companyId,
                db,
              })
            : access === "identity"
              ? Object.assign(base, { identity: actor!.identity, user: actor!.user })
              : base
        ) as CtxOf<C>;
        const answer = await run({ ctx, params, query, body } as HandlerInput<C>);
        if (audited && db && !(answer instanceof Response)) {
          const action = c.audit || `${c.method} ${c.path}`;
          await recordAudit(db, {
            actorId: tenant!.userId,
            action,
            params: params as Record<string, unknown> | undefined,
            body,
            result: answer,
            requestId,
          });
        }
        return answer;
      };
      const result = await (write ? write.run(execute) : execute()).catch(async (err: unknown) => {
        await write?.finish(false);
        throw err;
      });
      await write?.finish(true);
      if (result instanceof Response) {
        status = result.status;
        for (const name in headers) result.headers.set(name, headers[name]);
        return result;
      }
      status = c.status ?? 200;
      if (status === 204) return { status, headers, text: null };
      let payload: unknown = result;
      if (c.response) {
        // Services answer JSON-ready DTOs, checked as they are; anything else (a Date, a Decimal) is
        // checked as the client will read it. One check for the common case, two for the rest.
        let shaped = c.response.safeParse(result);
        if (!shaped.success) shaped = c.response.safeParse(toJson(result));
        if (!shaped.success) {
          log().error({ issues: shaped.error.issues.slice(0, 5) }, "response does not match its contract");
          throw internalError();
        }
        payload = shaped.data;
      }
      headers["content-type"] = "application/json";
      return { status, headers, text: JSON.stringify(payload ?? null) };
    } catch (thrown) {
      const err = thrown instanceof ApiError ? thrown : (mapPrismaError(thrown) ?? internalError());
      if (!(thrown instanceof ApiError) && err.status === 500) {
        // A client that went away (a superseded browser request) cut the work short: nothing to fix.
        if (req.aborted()) log().info({ err: thrown }, "request aborted by the client");
        else log().error({ err: thrown }, "unhandled error");
      }
      status = err.status;
      for (const [k, v] of Object.entries(err.extra.headers ?? {})) headers[k.toLowerCase()] = v;
      headers["content-type"] = "application/json";
      return { status, headers, text: JSON.stringify(errorBody(err, c.errorStyle ?? "default")) };
    } finally {
      if (logger.isLevelEnabled("info"))
        log().info({ status, ms: Date.now() - started, userId: actor?.user?.userId }, "request");
    }
  };
  const route = async (req: Request, routeCtx: RouteContext): Promise<Response> =>
    toResponse(await answer(incomingOf(req), routeCtx?.params ? await routeCtx.params : {}));
  return Object.assign(route, { contract: c as Contract, answer });
}
