import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { dataDir } from "@/lib/env";
import { api } from "../helpers/app";
import { signUp, type TestUser } from "../helpers/users";

/**
 * No click is lost when the process stops right after answering: a server in its own process
 * answers a burst of clicks and is killed (SIGKILL: no handler, no flush) while answers are still
 * coming in. Every click answered with 302 must be in the database once a new process has started,
 * and none twice.
 */
const SERVER = path.resolve("tests/api/link-in-bio-click-server.ts");
const children: ChildProcess[] = [];

function startServer(ack: "sync" | "write"): Promise<{ child: ChildProcess; port: number }> {
  // node itself with tsx as a loader: one process, the one the kill must stop (the tsx CLI would be a wrapper).
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { ...process.env, LOG_LEVEL: "silent", LINK_IN_BIO_JOURNAL_ACK: ack },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\d+)/.exec(out);
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`click server exited (${code}) before it was ready:\n${out}`)));
  });
}

/** One click on a fresh connection; resolves with the status, or null when the server died first. */
function click(port: number, urlPath: string, referrer: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: "POST",
        agent: false,
        headers: { referer: referrer, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? null);
      },
    );
    req.on("error", () => resolve(null));
    req.end();
  });
}

let owner: TestUser;
beforeAll(async () => {
  owner = await signUp();
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

// Either way a click is answered only once it is in the journal file, which a killed process leaves behind.
describe.each(["sync", "write"] as const)("click durability (LINK_IN_BIO_JOURNAL_ACK=%s)", (ack) => {
  it("keeps every answered click when the server is killed right after answering", { timeout: 60_000 }, async () => {
    const slug = `kill-${randomUUID().slice(0, 8)}`;
    const page = await api.post("/api/link-in-bio", { token: owner.token, body: { slug, title: "Kill test" } });
    expect(page.status).toBe(201);
    const link = (
      await api.post(`/api/link-in-bio/${slug}/links`, {
        token: owner.token,
        body: { title: "Shop", url: "https://shop.example.com/" },
      })
    ).body;

    const first = await startServer(ack);
    const clickPath = `/l/${slug}/click/${link.id}`;
    expect(await click(first.port, clickPath, "https://warm.example/")).toBe(302);

    const TOTAL = 400;
    const KILL_AFTER = 150;
    const answered: string[] = [];
    let killed = false;
    await Promise.all(
      Array.from({ length: TOTAL }, async (_, i) => {
        const referrer = `https://ref.example/${i}`;
        const status = await click(first.port, clickPath, referrer);
        if (status === null) return;
        expect(status).toBe(302);
        answered.push(referrer);
        if (answered.length >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }),
    );
    expect(killed).toBe(true);
    const exited = new Promise((resolve) =>
      first.child.exitCode !== null ? resolve(null) : first.child.once("exit", resolve),
    );
    await exited;
    const storedBeforeRestart = await adminDb().linkInBioEvent.count({
      where: { linkId: link.id, referrer: { in: answered } },
    });
    // A file an older version left (events without their parsed agent): stored all the same, parsed on replay.
    const older = {
      id: randomUUID(),
      type: "CLICK",
      companyId: owner.companyId,
      pageId: page.body.id,
      linkId: link.id,
      occurredAt: new Date().toISOString(),
      referrer: `https://older.example/${ack}`,
      country: null,
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1",
      visitorHash: "h",
    };
    fs.writeFileSync(
      path.join(dataDir, "link-in-bio-journal", "events-4194305-01d.jsonl"),
      `${JSON.stringify(older)}\n`,
    );

    // A new process replays the journal the killed one left behind before it says READY.
    await startServer(ack);
    const stored = await adminDb().linkInBioEvent.findMany({
      where: { referrer: { startsWith: "https://ref.example/" }, linkId: link.id },
      select: { referrer: true },
    });
    const storedReferrers = stored.map((e) => e.referrer!);
    expect(new Set(storedReferrers).size).toBe(storedReferrers.length);
    expect(answered.filter((r) => !storedReferrers.includes(r))).toEqual([]);
    expect(
      await adminDb().linkInBioEvent.findUnique({
        where: { id: older.id },
        select: { device: true, os: true, isBot: true },
      }),
    ).toEqual({ device: "mobile", os: "iOS", isBot: false });
    console.log(
      `kill test: ${answered.length} clicks answered before SIGKILL, ${storedBeforeRestart} of them in the database at that moment, all ${answered.length} after the restart (${storedReferrers.length} stored in all)`,
    );
  });
});
