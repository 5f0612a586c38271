import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, jsonTextOf } from "@/lib/api/json-response";
import type { NodeMiddleware } from "@/lib/server/api-server";
import { nodeBodyOf, sendWebResponse, toWebRequest } from "@/lib/server/node-bridge";

const require = createRequire(import.meta.url);

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose every request is answered by `answer`, bridged both ways (after `middleware`, when given). */
async function serve(
  answer: (req: Request) => Response | Promise<Response>,
  middleware?: NodeMiddleware,
): Promise<string> {
  server = http.createServer(async (req, res) => {
    if (middleware) await new Promise<void>((resolve) => middleware(req, res, resolve));
    const aborted = new AbortController();
    res.once("close", () => !res.writableFinished && aborted.abort());
    void Promise.resolve(answer(toWebRequest(req, new URL(req.url ?? "/", "http://localhost"), aborted.signal))).then(
      (response) => sendWebResponse(res, response, req.method ?? "GET"),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("node bridge", () => {
  it("keeps repeated request headers and every Set-Cookie", async () => {
    const base = await serve((req) => {
      const headers = new Headers({ "x-seen": req.headers.get("x-multi") ?? "" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response("ok", { status: 201, headers });
    });
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/`, { agent: false, headers: { "x-multi": ["one", "two"] } }, resolve),
    );
    res.resume();
    expect(res.statusCode).toBe(201);
    expect(res.headers["x-seen"]).toBe("one, two");
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("writes a JSON answer from its text: status, headers, exact Content-Length, no body for HEAD", async () => {
    const text = JSON.stringify({ name: "Zoë's café", items: [1, 2, 3] });
    const base = await serve(() =>
      jsonResponse(text, { status: 202, headers: { "content-type": "application/json", "x-request-id": "r-1" } }),
    );
    const res = await fetch(base);
    expect(res.status).toBe(202);
    expect(res.headers.get("x-request-id")).toBe("r-1");
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(await res.text()).toBe(text);
    const head = await fetch(base, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(await head.text()).toBe("");
  });

  it("knows a JSON answer's text only while its body is unread", async () => {
    const response = jsonResponse('{"a":1}', { headers: { "content-type": "application/json" } });
    expect(jsonTextOf(response)).toBe('{"a":1}');
    expect(await response.text()).toBe('{"a":1}');
    expect(jsonTextOf(response)).toBeUndefined();
    expect(jsonTextOf(new Response('{"a":1}'))).toBeUndefined();
  });

  it.each([
    ["as it is", undefined],
    ["gzipped", (require("next/dist/compiled/compression") as () => NodeMiddleware)()],
  ])("streams a body that comes in pieces %s: the first arrives before the last is made", async (_, middleware) => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const base = await serve(
      () =>
        new Response(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(new TextEncoder().encode("event: one\n\n"));
              await later;
              controller.enqueue(new TextEncoder().encode("event: two\n\n"));
              controller.close();
            },
          }),
          { headers: { "content-type": "text/event-stream" } },
        ),
      middleware,
    );
    const res = await fetch(base, { headers: { "accept-encoding": "gzip" } });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("event: one\n\n");
    release();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("event: two\n\n");
    expect((await reader.read()).done).toBe(true);
    expect(res.headers.get("content-length")).toBeNull();
  });

  it("streams a request body to the handler and aborts its signal when the client goes away", async () => {
    let signal: AbortSignal | undefined;
    let received = "";
    const base = await serve(async (req) => {
      signal = req.signal;
      if (req.method === "POST") {
        received = await req.text();
        return new Response(null, { status: 204 });
      }
      await new Promise<void>((resolve) => req.signal.addEventListener("abort", () => resolve()));
      return new Response("too late");
    });
    expect((await fetch(base, { method: "POST", body: "x".repeat(100_000) })).status).toBe(204);
    expect(received.length).toBe(100_000);
    const client = http.get(`${base}/`, { agent: false });
    client.on("error", () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signal?.aborted).toBe(true);
  });
  it("reads the request body only when asked, and hands on Node's own chunks", async () => {
    const sent = Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 251));
    let chunksAreNodes = false;
    const base = await serve(async (req) => {
      const reader = req.body!.getReader();
      const parts: Uint8Array[] = [];
      chunksAreNodes = true;
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        parts.push(next.value);
        chunksAreNodes &&= Buffer.isBuffer(next.value);
      }
      return new Response(Buffer.concat(parts).equals(sent) ? "same" : "different");
    });
    const res = await fetch(base, { method: "POST", body: sent });
    expect(await res.text()).toBe("same");
    expect(chunksAreNodes).toBe(true);
  });

  it("gives the Node request stream itself to a reader that wants it, until the Fetch body is read", async () => {
    const sent = "y".repeat(300_000);
    const seen: { node: boolean; afterRead: boolean; received: string }[] = [];
    const base = await serve(async (req) => {
      // Had the Fetch stream read ahead meanwhile, the Node stream would miss the first bytes.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const node = nodeBodyOf(req);
      let received = "";
      if (node) for await (const chunk of node) received += String(chunk);
      else received = await req.text();
      seen.push({ node: node !== null, afterRead: nodeBodyOf(req) !== null, received });
      return new Response(null, { status: 204 });
    });
    expect((await fetch(base, { method: "POST", body: sent })).status).toBe(204);
    expect(seen).toEqual([{ node: true, afterRead: true, received: sent }]);

    const fetched = await serve(async (req) => {
      await req.text();
      return new Response(String(nodeBodyOf(req)));
    });
    expect(await (await fetch(fetched, { method: "POST", body: "z" })).text()).toBe("null");
    expect(nodeBodyOf(new Request("http://localhost/", { method: "POST", body: "z" }))).toBeNull();
  });
});
