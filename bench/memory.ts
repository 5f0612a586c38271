import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A server's memory over one measured run, three ways:
 * - resident memory (RSS) of the server process: before, and the kernel's exact peak (VmHWM,
 *   reset before the run through /proc/<pid>/clear_refs), so no spike between samples is missed;
 * - the JavaScript heap in use plus the memory outside it (Buffers, native code), from
 *   process.memoryUsage() in the server (bench/memory-probe.mjs), sampled every 20 ms;
 * - the same after a full collection ("live"): before the run, every `liveEveryMs` during it, and
 *   a second after it; what the server really holds, without the garbage not yet collected.
 * RSS and the raw heap+external include that garbage, which a collected runtime lets pile up
 * whatever the file size (V8 collects external memory after tens of MB), so all are reported.
 */
export interface ServerSample {
  rssBefore: number;
  rssPeak: number;
  /** RSS a second after the run: memory the run left behind. */
  rssAfter: number;
  heapAndExternalBefore: number;
  heapAndExternalPeak: number;
  liveBefore: number;
  /** The highest live reading taken while the run was under way; null when none was taken. */
  livePeak: number | null;
  liveAfter: number;
  /** CPU time of the server process during the run (user + system), and of the whole machine (every process, the kernel). */
  cpuMs: number;
  machineCpuMs: number;
}

interface ProbeReading {
  pid: number;
  now: { rss: number; heapAndExternal: number; external: number };
  peak: { rss: number; heapAndExternal: number; external: number };
}

export const MEMORY_PROBE = path.resolve(import.meta.dirname, "memory-probe.mjs");

/** Where the probe in one server listens: set BENCH_MEMORY_SOCKET to it and preload MEMORY_PROBE. */
export function probeSocketPath(dir: string, server: string): string {
  return path.join(dir, `memory-probe-${server}.sock`);
}

/** The pid of the process a probe socket belongs to. */
export async function probedPid(socketPath: string): Promise<number> {
  return (await askProbe(socketPath, "read")).pid;
}

function askProbe(socketPath: string, command: "read" | "reset" | "live"): Promise<ProbeReading> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(socketPath, () => conn.write(command));
    let data = "";
    conn.setEncoding("utf8");
    conn.on("data", (chunk) => (data += chunk));
    conn.on("end", () => {
      try {
        const reading = JSON.parse(data) as ProbeReading | { error: string };
        if ("error" in reading) reject(new Error(reading.error));
        else resolve(reading);
      } catch (err) {
        reject(err);
      }
    });
    conn.on("error", reject);
  });
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time a process has used (utime + stime), in ms. */
export function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU time every core has spent busy (all but idle and iowait), in ms. */
export function machineCpuMs(): number {
  const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  return (ticks.reduce((a, b) => a + b, 0) - ticks[3] - ticks[4]) * TICK_MS;
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Waits for the probe in the freshly started app to answer. */
export async function waitForProbe(socketPath: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await askProbe(socketPath, "read");
      return;
    } catch (err) {
      if (Date.now() > deadline)
        throw new Error(`The app's memory probe did not answer on ${socketPath}: ${(err as Error).message}`);
      await sleep(200);
    }
  }
}

/**
 * Starts measuring a server's memory and CPU; `stop()` after the run answers memory before, at its
 * peak and after, and the CPU time used meanwhile.
 * `liveEveryMs` null takes no live readings during the run (each is a full collection, a pause
 * that would show in the latencies of a throughput scenario).
 */
export async function measureServer(
  socketPath: string,
  liveEveryMs: number | null,
): Promise<{ stop(): Promise<ServerSample> }> {
  const start = await askProbe(socketPath, "reset");
  // Writing 5 to clear_refs resets the process's peak resident size (VmHWM) to its current size.
  fs.writeFileSync(`/proc/${start.pid}/clear_refs`, "5");
  const rssBefore = statusKb(start.pid, "VmRSS");
  const cpuBefore = processCpuMs(start.pid);
  const machineBefore = machineCpuMs();
  const liveBefore = (await askProbe(socketPath, "live")).now.heapAndExternal;
  let livePeak: number | null = null;
  let pendingLive = Promise.resolve();
  const timer =
    liveEveryMs === null
      ? undefined
      : setInterval(() => {
          pendingLive = pendingLive.then(async () => {
            livePeak = Math.max(livePeak ?? 0, (await askProbe(socketPath, "live")).now.heapAndExternal);
          });
        }, liveEveryMs);
  return {
    async stop() {
      clearInterval(timer);
      await pendingLive;
      const end = await askProbe(socketPath, "read");
      const rssPeak = statusKb(start.pid, "VmHWM");
      const cpuMs = processCpuMs(start.pid) - cpuBefore;
      const machineMs = machineCpuMs() - machineBefore;
      await sleep(1000);
      const after = await askProbe(socketPath, "live");
      return {
        rssBefore,
        rssPeak,
        rssAfter: statusKb(start.pid, "VmRSS"),
        heapAndExternalBefore: start.now.heapAndExternal,
        heapAndExternalPeak: end.peak.heapAndExternal,
        liveBefore,
        livePeak,
        liveAfter: after.now.heapAndExternal,
        cpuMs,
        machineCpuMs: machineMs,
      };
    },
  };
}
