import type { z } from "zod";
import type { Permission } from "@/lib/auth/permissions";
import type { ErrorStyle } from "./errors";
import type { RateBucket } from "./rate-limit";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * public: no caller needed. identity: a signed-in identity that may not have a user yet
 * (me, onboarding). user: an onboarded user of a company. superAdmin: a user with isSuperAdmin.
 */
export type Access = "public" | "identity" | "user" | "superAdmin";

/** One endpoint: the single source for validation, OpenAPI, the browser client and the generic tests. */
export interface Contract {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * Who may call it. A write (any method but GET) must declare at least one of access, permission
   * or roles, `access: "user"` when any member may; tests/generic/permissions.test.ts holds every
   * route to what decisions.md grants (tests/generic/permission-grants.ts).
   */
  access?: Access;
  permission?: Permission;
  /** Company roles allowed, on top of `access` (the reference's "admin or owner" routes). */
  roles?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Success status; 204 sends no body. */
  status?: number;
  rateLimit?: RateBucket;
  errorStyle?: ErrorStyle;
  bodyLimit?: number;
  /** Audit action name for writes; false for writes not worth an audit row (e.g. dev-login). */
  audit?: string | false;
  /** Extra error statuses this route can answer, for the OpenAPI document. */
  errors?: readonly number[];
  /** Non-JSON success answer (e.g. text/csv); the OpenAPI document says so. */
  produces?: string;
  /**
   * A request body that is not JSON (uploads: multipart/form-data, raw image bytes), by media type.
   * The handler reads it itself (handle() reads only `body`); the OpenAPI document describes it from this.
   */
  consumes?: Readonly<Record<string, RawBody>>;
}

export interface RawBody {
  /** Its fields (multipart) or the bytes (`z.string().meta({ format: "binary" })`). */
  schema: z.ZodType;
  /** Per multipart field, the media types its part may declare. */
  encoding?: Readonly<Record<string, { contentType: string }>>;
}

export function contract<const C extends Contract>(c: C): C {
  return c;
}

type Infer<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;
export type ParamsOf<C extends Contract> = Infer<C["params"], Record<string, never>>;
export type QueryOf<C extends Contract> = Infer<C["query"], Record<string, never>>;
export type BodyOf<C extends Contract> = Infer<C["body"], undefined>;
/** What a handler may return: the response schema's input, with Dates wherever the wire has strings (handle() serializes). */
type Serializable<T> = T extends string
  ? T | Date
  : T extends (infer U)[]
    ? Serializable<U>[]
    : T extends object
      ? { [K in keyof T]: Serializable<T[K]> }
      : T;
export type ResponseOf<C extends Contract> = C["response"] extends z.ZodType
  ? Serializable<z.input<C["response"]>>
  : unknown;
