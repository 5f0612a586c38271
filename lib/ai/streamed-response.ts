/**
 * A streamed AI answer as a Response: every chunk must leave as the model writes it.
 * `no-transform` keeps gzip (the server's own, and any proxy's) off it: compressing a stream means
 * a zlib flush per chunk, which on a busy server held first chunks back by tens of milliseconds to
 * save a few hundred bytes. `X-Accel-Buffering: no` asks nginx-style proxies not to buffer it
 * either, and the production server (lib/server/node-bridge.ts) to write each chunk at once.
 */
export function streamedResponse(body: ReadableStream<Uint8Array>, contentType: string): Response {
  return new Response(body, {
    headers: {
      "content-type": `${contentType}; charset=utf-8`,
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
