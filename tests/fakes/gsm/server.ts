import http from "node:http";
import type { AddressInfo } from "node:net";
import { importSPKI, jwtVerify } from "jose";

/**
 * A local stand-in for Google Secret Manager's REST API (v1) and Google's OAuth token endpoint:
 *   POST /v1/projects/{p}/secrets?secretId=ID      {replication}        → secret; 409 ALREADY_EXISTS
 *   POST /v1/projects/{p}/secrets/{ID}:addVersion  {payload: {data}}    → version; 404 NOT_FOUND
 *   GET  /v1/projects/{p}/secrets?pageSize=N                            → {secrets, totalSize}
 *   GET  /v1/projects/{p}/secrets/{ID}/versions/latest:access           → {name, payload: {data}}
 *   POST /token  grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=JWT (RS256, checked
 *                against `publicKeyPem` when given)                      → {access_token, expires_in}
 * Every API call needs `Authorization: Bearer <accessToken>`; another project answers 403.
 * Errors use Google's body: {error: {code, message, status}}.
 */
export interface FakeGsm {
  url: string;
  tokenUrl: string;
  projectId: string;
  accessToken: string;
  /** secretId → versions (plaintext), oldest first. */
  secrets: Map<string, string[]>;
  calls: string[];
  /** Makes every API call answer this status until reset to null. */
  failWith: number | null;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const STATUS: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ALREADY_EXISTS",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};
const fail = (res: http.ServerResponse, code: number, message: string) =>
  send(res, code, { error: { code, message, status: STATUS[code] ?? "UNKNOWN" } });

async function body(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeGsm(
  opts: { projectId?: string; accessToken?: string; publicKeyPem?: string } = {},
): Promise<FakeGsm> {
  const projectId = opts.projectId ?? "reach-test";
  const state = { failWith: null as number | null };
  const secrets = new Map<string, string[]>();
  const calls: string[] = [];
  const accessToken = opts.accessToken ?? "fake-gsm-token";

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const raw = await body(req);

    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(raw);
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
        return send(res, 400, { error: "unsupported_grant_type" });
      if (opts.publicKeyPem) {
        try {
          await jwtVerify(form.get("assertion") ?? "", await importSPKI(opts.publicKeyPem, "RS256"), {
            audience: `http://${req.headers.host}/token`,
          });
        } catch {
          return send(res, 400, { error: "invalid_grant", error_description: "Invalid JWT Signature." });
        }
      }
      return send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
    }

    if (state.failWith) return fail(res, state.failWith, "Injected failure");
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return fail(res, 401, "Request had invalid authentication credentials.");
    const m = url.pathname.match(
      /^\/v1\/projects\/([^/]+)\/secrets(?:\/([^/:]+)(?::(addVersion)|\/versions\/latest:(access)))?$/,
    );
    if (!m) return fail(res, 404, "Not found");
    const [, project, secretId, addVersion, access] = m;
    if (decodeURIComponent(project) !== projectId) return fail(res, 403, `Permission denied on project ${project}`);
    const base = `projects/${projectId}/secrets`;

    if (req.method === "GET" && !secretId) {
      const size = Number(url.searchParams.get("pageSize") ?? 25);
      const list = [...secrets.keys()]
        .slice(0, size)
        .map((id) => ({ name: `${base}/${id}`, replication: { automatic: {} } }));
      return send(res, 200, { secrets: list, totalSize: secrets.size });
    }
    if (req.method === "POST" && !secretId) {
      const id = url.searchParams.get("secretId");
      if (!id || !/^[A-Za-z0-9_-]{1,255}$/.test(id)) return fail(res, 400, "Invalid secretId");
      if (secrets.has(id)) return fail(res, 409, `Secret [${base}/${id}] already exists.`);
      secrets.set(id, []);
      return send(res, 200, {
        name: `${base}/${id}`,
        replication: { automatic: {} },
        createTime: new Date().toISOString(),
      });
    }
    const versions = secrets.get(secretId);
    if (!versions) return fail(res, 404, `Secret [${base}/${secretId}] not found or has no versions.`);
    if (req.method === "POST" && addVersion) {
      const data = (JSON.parse(raw || "{}") as { payload?: { data?: string } }).payload?.data;
      if (typeof data !== "string") return fail(res, 400, "payload.data is required");
      versions.push(Buffer.from(data, "base64").toString("utf8"));
      return send(res, 200, {
        name: `${base}/${secretId}/versions/${versions.length}`,
        state: "ENABLED",
        createTime: new Date().toISOString(),
      });
    }
    if (req.method === "GET" && access) {
      if (!versions.length) return fail(res, 404, "No versions");
      return send(res, 200, {
        name: `${base}/${secretId}/versions/${versions.length}`,
        payload: { data: Buffer.from(versions.at(-1)!).toString("base64") },
      });
    }
    return fail(res, 404, "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenUrl: `${url}/token`,
    projectId,
    accessToken,
    secrets,
    calls,
    get failWith() {
      return state.failWith;
    },
    set failWith(v) {
      state.failWith = v;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
