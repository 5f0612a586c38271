import { spawn, type ChildProcess } from "node:child_process";

const KEPT_LINES = 40;

/** A server the bench started in its own process group, so stopping it stops its children too. */
export interface Server {
  label: string;
  child: ChildProcess;
  /** Its last lines of output, for the error message when it dies or never answers. */
  output: string[];
  stop(): Promise<void>;
}

export function startServer(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): Server {
  const child = spawn(command, args, { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    output.splice(0, Math.max(0, output.length - KEPT_LINES));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { label, child, output, stop: () => stopGroup(child, exited) };
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is already gone
    }
  };
  signalGroup("SIGTERM");
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
  ]);
  if (!stopped) signalGroup("SIGKILL");
}

/** Polls until `url` answers at all; fails early, with the server's last output, if it exits. */
export async function waitUntilReady(server: Server, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null) {
    // Any HTTP answer means it is listening: an authenticated route answers 401 to this tokenless probe,
    // a redirect is not followed (its target may be unreachable from here).
    if (
      await fetch(url, { redirect: "manual" }).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
  const why =
    server.child.exitCode !== null
      ? `exited with code ${server.child.exitCode}`
      : `did not answer ${url} within ${timeoutMs / 1000} s`;
  throw new Error(`The ${server.label} ${why}. Its last output:\n${server.output.join("\n")}`);
}
