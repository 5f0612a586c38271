import http from "node:http";

/**
 * Requests to /api paths no route serves, in every shape a client may send them (decisions.md
 * "API surface": 404 `{error: "Not found"}` as JSON, never an HTML page or a Server Action error).
 * tests/generic/unknown-paths.test.ts sends them to the production server's API path in-process;
 * e2e/api/unknown-paths.spec.ts to `npm start`, with and without API_SERVER=next. No app imports
 * here: Playwright loads this file too.
 */

/** Paths that match no route (the last two reach next-auth's and a contract route's directories). */
export const UNKNOWN_API_PATHS = [
  "/api",
  "/api/no-such-route",
  "/api/no-such-route?limit=%",
  "/api/campaigns/00000000-0000-4000-8000-000000000000/no-such-action",
  "/api/auth/no-such-action",
];

/**
 * Paths that start with /api but that Next cannot route as such: malformed percent-encoding (Next
 * answers 500 in text), dot segments leading out of /api (Next routes them to the page `/x`).
 * The production server answers them; `next dev` does not (README, "Production build").
 */
export const MALFORMED_API_PATHS = [
  "/api/campaigns/%E0%A4%A",
  "/api/%2e%2e/x",
  "/api/%2E%2E/campaigns",
  "/api/no-such-route/%2e%2e/%2e%2e/%2e%2e/x",
];

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const BOUNDARY = "----reach-unknown-path";
const multipart = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("") + `--${BOUNDARY}--\r\n`;

interface Shape {
  headers: Record<string, string>;
  body?: string;
}

/**
 * Bodies and headers that steer Next elsewhere on a page path: a Server Action call (Next-Action
 * header), a no-JavaScript Server Action form (multipart with $ACTION_ID_), a browser's Accept.
 */
export const REQUEST_SHAPES: Record<string, Shape> = {
  "no body": { headers: {} },
  JSON: { headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Spring launch" }) },
  multipart: {
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart({ name: "Spring launch" }),
  },
  "Server Action form": {
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipart({ $ACTION_ID_0123456789abcdef0123456789abcdef01234567: "", name: "x" }),
  },
  "Next-Action header": {
    headers: {
      "next-action": "0123456789abcdef0123456789abcdef01234567",
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
    },
    body: "[]",
  },
  "Accept: text/html": {
    headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    body: "name=x",
  },
};

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every method x shape x caller for one path; GET and HEAD carry the shape's headers but no body. */
export function requestsFor(
  path: string,
  callers: Record<string, string | undefined>,
): (RawRequest & { name: string })[] {
  return METHODS.flatMap((method) =>
    Object.entries(REQUEST_SHAPES).flatMap(([shape, { headers, body }]) =>
      Object.entries(callers).map(([caller, authorization]) => ({
        name: `${method} ${path} (${shape}, ${caller})`,
        method,
        path,
        headers: { ...headers, ...(authorization ? { authorization } : {}) },
        body: method === "GET" || method === "HEAD" ? undefined : body,
      })),
    ),
  );
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends the request exactly as written (fetch would normalize the path and refuse some methods). */
export function sendRaw(base: string, req: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    // Content-Length as clients send it: Node's client would send a DELETE's or OPTIONS's body unframed.
    const headers =
      req.body === undefined ? req.headers : { ...req.headers, "content-length": String(Buffer.byteLength(req.body)) };
    const out = http.request({ hostname, port, path: req.path, method: req.method, headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    out.on("error", reject);
    out.end(req.body);
  });
}

/** What is wrong with the answer to an unknown /api path, or null when it is the JSON 404. */
export function notFoundProblem(method: string, res: RawResponse): string | null {
  const type = res.headers["content-type"] ?? "";
  if (res.status !== 404 || !type.startsWith("application/json"))
    return `${res.status} ${type || "(no content type)"}: ${res.body.slice(0, 80)}`;
  if (method === "HEAD") return res.body === "" ? null : `HEAD answered a body: ${res.body.slice(0, 80)}`;
  return res.body === JSON.stringify({ error: "Not found" }) ? null : `body ${res.body.slice(0, 80)}`;
}
