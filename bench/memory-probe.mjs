// Preloaded by bench/run.ts (NODE_OPTIONS=--import, armed by BENCH_MEMORY_SOCKET) into the
// server it measures, the app's or the baseline's: reports process.memoryUsage() on a Unix socket,
// because the JavaScript heap and the memory outside it (Buffers, native code) cannot be read
// from /proc. It samples itself every 20 ms and keeps the peaks since the last "reset", so short
// spikes are not missed. "live" runs a full collection first (the bench adds --expose-gc) and
// answers what is still held. Nothing of the app is changed; launcher processes (npm, tsx's CLI,
// scripts/run.ts) ignore it.
import fs from "node:fs";
import net from "node:net";

const socketPath = process.env.BENCH_MEMORY_SOCKET;
const script = process.argv[1] ?? "";
const isServer = script.endsWith("scripts/serve.ts") || script.endsWith("bench/baseline-server.ts");

if (socketPath && isServer) {
  const read = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, external: m.external, heapAndExternal: m.heapUsed + m.external };
  };
  let peak = read();
  const sample = () => {
    const now = read();
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
    return now;
  };
  setInterval(sample, 20).unref();

  const answer = (command) => {
    if (command === "live") {
      if (typeof globalThis.gc !== "function") throw new Error("start the process with --expose-gc for live readings");
      // Twice: V8 frees the Buffers found dead on a background thread and counts them freed at the next collection.
      globalThis.gc();
      globalThis.gc();
      return { pid: process.pid, now: read(), peak: { ...peak } };
    }
    const now = sample();
    const reading = { pid: process.pid, now, peak: { ...peak } };
    if (command === "reset") peak = { ...now };
    return reading;
  };

  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => {
    conn.setEncoding("utf8");
    conn.once("data", (command) => {
      try {
        conn.end(JSON.stringify(answer(command.trim())));
      } catch (err) {
        conn.end(JSON.stringify({ error: err.message }));
      }
    });
  });
  server.listen(socketPath);
  server.unref();
}
