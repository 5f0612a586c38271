import type { z } from "zod";
import type { Contract } from "./contract";

/**
 * Typed browser client driven by the same contracts the routes use. Same-origin fetches carry the
 * next-auth session cookie, so pages need no token handling of their own.
 */

type Input<T> = T extends z.ZodType ? z.input<T> : never;

export type RequestOptions<C extends Contract> = (C["params"] extends z.ZodType
  ? { params: Input<C["params"]> }
  : { params?: never }) &
  (C["query"] extends z.ZodType ? { query?: Partial<Input<C["query"]>> } : { query?: never }) &
  (C["body"] extends z.ZodType ? { body: Input<C["body"]> } : { body?: never }) & {
    signal?: AbortSignal;
    /** Bearer token for callers outside the browser session (tests, scripts). */
    token?: string;
  };

export type ResponseData<C extends Contract> = C["response"] extends z.ZodType ? z.output<C["response"]> : void;

export interface ApiErrorBody {
  error?: string;
  message?: string;
  details?: Record<string, string>;
  [key: string]: unknown;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.error ?? `Request failed with status ${status}`);
    this.name = "ApiClientError";
  }

  /** Field → message, as sent with a 400 "Validation failed". */
  get details(): Record<string, string> {
    return this.body.details ?? {};
  }
}

/** "/api/team/:id" + {id} → "/api/team/<id>", each value URL-encoded. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    for (const v of Array.isArray(value) ? value : [value])
      search.append(key, v instanceof Date ? v.toISOString() : String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { error: text.slice(0, 200) };
  }
}

export async function apiRequest<C extends Contract>(c: C, options: RequestOptions<C>): Promise<ResponseData<C>> {
  const { params, query, body, signal, token } = options as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    token?: string;
  };
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(buildPath(c.path, params) + buildQuery(query), {
    method: c.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  const data = await readBody(res);
  if (!res.ok) {
    const errorBody: ApiErrorBody =
      data && typeof data === "object" ? (data as ApiErrorBody) : { error: res.statusText };
    throw new ApiClientError(res.status, errorBody);
  }
  return data as ResponseData<C>;
}

/** "settings.username" → "username", "posts.0.scheduledAt" → "scheduled at": the field as a person would name it. */
function fieldName(path: string): string {
  const last = path
    .split(".")
    .filter((segment) => segment && !/^\d+$/.test(segment))
    .pop();
  return (last ?? "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

const FIELDS_NAMED = 3;

/**
 * A 400's field errors as sentences ("Username is required."), the first few of them: true whether
 * or not the page highlights those fields (a toast from a button or a dialog often has none to).
 */
function fieldErrorSentences(details: Record<string, string>): string {
  const entries = Object.entries(details);
  const sentences = entries.slice(0, FIELDS_NAMED).map(([path, message]) => {
    const name = fieldName(path);
    // A message written as a sentence of its own ("Choose a channel") stands alone.
    const text = !name || /^[A-Z]/.test(message) ? message : `${name} ${message}`;
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`.replace(/([^.!?])$/, "$1.");
  });
  if (entries.length > FIELDS_NAMED) sentences.push(`${entries.length - FIELDS_NAMED} more fields need fixing.`);
  return sentences.join(" ");
}

/** The message to show for any error a request threw. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiClientError) {
    if (err.status === 400 && Object.keys(err.details).length) return fieldErrorSentences(err.details);
    return err.message;
  }
  if (err instanceof Error) return err.message;
  return "Something went wrong.";
}

/** Field errors from a 400, or an empty object for any other failure. */
export function fieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiClientError && err.status === 400 ? err.details : {};
}
