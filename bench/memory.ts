import fs from "node:fs";

export interface MemorySample {
  beforeBytes: number;
  peakBytes: number;
  samples: number;
}

/** Resident memory of every process in a process group (Linux /proc), in bytes. */
function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so read after the last ")".
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended between listing and reading
    }
  }
  return total;
}

/** Samples a process group's memory every 50 ms until stopped; answers the starting and peak values. */
export function sampleGroupMemory(pgid: number): { stop(): MemorySample } {
  const beforeBytes = groupRss(pgid);
  let peakBytes = beforeBytes;
  let samples = 1;
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, groupRss(pgid));
    samples++;
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      peakBytes = Math.max(peakBytes, groupRss(pgid));
      return { beforeBytes, peakBytes, samples: samples + 1 };
    },
  };
}
