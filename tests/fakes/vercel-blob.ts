import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Vercel Blob HTTP API, speaking what @vercel/blob 2.8 sends:
 *   PUT  {api}/?pathname=…      body = bytes; x-vercel-blob-access, x-content-type, x-allow-overwrite, x-add-random-suffix
 *   GET  {api}?url=…            head: JSON metadata, 404 {error: {code: "not_found"}}
 *   POST {api}/delete           {urls: [...]}
 *   GET  {blob url}             the bytes; private blobs need `Authorization: Bearer <token>`
 * Every API call needs the read-write token as a bearer. Set VERCEL_BLOB_API_URL to `apiUrl`.
 */
export interface StoredBlob {
  pathname: string;
  contentType: string;
  access: string;
  bytes: Buffer;
  uploadedAt: Date;
}

export interface FakeBlobServer {
  apiUrl: string;
  token: string;
  blobs: Map<string, StoredBlob>;
  /** Every request as `METHOD path?query`, in order. */
  calls: string[];
  close(): Promise<void>;
}

const API_PREFIX = "/api/blob";
const BLOB_PREFIX = "/store";

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const blobError = (res: http.ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { error: { code, message } });

async function readAll(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeBlob(storeId = "fakestore123"): Promise<FakeBlobServer> {
  const token = `vercel_blob_rw_${storeId}_secret`;
  const blobs = new Map<string, StoredBlob>();
  const calls: string[] = [];
  let base = "";
  const urlOf = (pathname: string) => `${base}${BLOB_PREFIX}/${pathname}`;
  const pathnameOf = (urlOrPathname: string) =>
    urlOrPathname.startsWith(`${base}${BLOB_PREFIX}/`)
      ? urlOrPathname.slice(`${base}${BLOB_PREFIX}/`.length)
      : urlOrPathname;
  const meta = (b: StoredBlob) => ({
    url: urlOf(b.pathname),
    downloadUrl: `${urlOf(b.pathname)}?download=1`,
    pathname: b.pathname,
    size: b.bytes.length,
    contentType: b.contentType,
    contentDisposition: `attachment; filename="${b.pathname.split("/").pop()}"`,
    cacheControl: "public, max-age=2592000",
    uploadedAt: b.uploadedAt.toISOString(),
    etag: `"${b.bytes.length}-${b.uploadedAt.getTime()}"`,
  });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const authorized = req.headers.authorization === `Bearer ${token}`;

    if (url.pathname.startsWith(`${BLOB_PREFIX}/`)) {
      const blob = blobs.get(decodeURIComponent(url.pathname.slice(BLOB_PREFIX.length + 1)));
      if (!blob) return blobError(res, 404, "not_found", "The requested blob does not exist");
      if (blob.access === "private" && !authorized) return blobError(res, 403, "forbidden", "Access denied");
      res.writeHead(200, { "content-type": blob.contentType, "content-length": String(blob.bytes.length) });
      return res.end(blob.bytes);
    }
    if (!url.pathname.startsWith(API_PREFIX)) return blobError(res, 404, "not_found", "Unknown path");
    if (!authorized)
      return blobError(res, 403, "forbidden", "Access denied, please provide a valid token for this resource.");
    if (!req.headers["x-api-version"]) return blobError(res, 400, "bad_request", "Missing x-api-version");
    const route = url.pathname.slice(API_PREFIX.length) || "/";

    if (req.method === "PUT" && route === "/") {
      const pathname = url.searchParams.get("pathname");
      const access = String(req.headers["x-vercel-blob-access"] ?? "");
      if (!pathname) return blobError(res, 400, "bad_request", "pathname is required");
      if (access !== "private" && access !== "public")
        return blobError(res, 400, "bad_request", "access must be private or public");
      if (blobs.has(pathname) && req.headers["x-allow-overwrite"] !== "1") {
        return blobError(
          res,
          400,
          "bad_request",
          "This blob already exists, use `allowOverwrite: true` if you want to overwrite it.",
        );
      }
      const stored: StoredBlob = {
        pathname,
        access,
        contentType: String(req.headers["x-content-type"] ?? "application/octet-stream"),
        bytes: await readAll(req),
        uploadedAt: new Date(),
      };
      blobs.set(pathname, stored);
      const { size: _size, uploadedAt: _at, cacheControl: _cc, ...answer } = meta(stored);
      return sendJson(res, 200, answer);
    }
    if (req.method === "GET" && route === "/" && url.searchParams.has("url")) {
      const blob = blobs.get(pathnameOf(url.searchParams.get("url")!));
      return blob
        ? sendJson(res, 200, meta(blob))
        : blobError(res, 404, "not_found", "The requested blob does not exist");
    }
    if (req.method === "POST" && route === "/delete") {
      const { urls } = JSON.parse((await readAll(req)).toString("utf8")) as { urls: string[] };
      for (const u of urls) blobs.delete(pathnameOf(u));
      return sendJson(res, 200, {});
    }
    return blobError(res, 400, "bad_request", `Unsupported ${req.method} ${route}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${base}${API_PREFIX}`,
    token,
    blobs,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
