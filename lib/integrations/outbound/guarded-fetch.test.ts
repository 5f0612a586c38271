import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guardedFetch, isPublicAddress, OutboundFailedError, OutboundRefusedError, type LookupAll } from "./index";

/** The "internal service": every bypass must leave it untouched. */
let forbiddenConnections = 0;
let forbidden: net.Server;
let forbidden6: net.Server | null = null;
let port = 0;
/** An explicitly allowed server (a stand-in for a local test fake) that can redirect and misbehave. */
let allowed: http.Server;
let allowedPort = 0;
let allowedConnections = 0;

beforeAll(async () => {
  forbidden = net.createServer((socket) => {
    forbiddenConnections++;
    socket.end("HTTP/1.1 200 OK\r\ncontent-length: 6\r\n\r\nsecret");
  });
  await new Promise<void>((r) => forbidden.listen(0, "127.0.0.1", r));
  port = (forbidden.address() as AddressInfo).port;
  // The same port on ::1 too, where the machine has IPv6 loopback, so "[::1]" would really land.
  forbidden6 = net.createServer((socket) => {
    forbiddenConnections++;
    socket.destroy();
  });
  await new Promise<void>((r) => {
    forbidden6!.once("error", () => {
      forbidden6 = null;
      r();
    });
    forbidden6!.listen(port, "::1", r);
  });

  allowed = http.createServer((req, res) => {
    const target = new URL(req.url!, "http://x").searchParams.get("to");
    if (target) {
      res.writeHead(302, { location: target });
      return res.end();
    }
    if (req.url === "/big") return res.end(Buffer.alloc(3 * 1024 * 1024));
    if (req.url === "/hang") return;
    res.end("allowed answer");
  });
  allowed.on("connection", () => allowedConnections++);
  await new Promise<void>((r) => allowed.listen(0, "127.0.0.1", r));
  allowedPort = (allowed.address() as AddressInfo).port;
});
afterAll(() => {
  forbidden.close();
  forbidden6?.close();
  allowed.closeAllConnections();
  allowed.close();
});
beforeEach(() => {
  forbiddenConnections = 0;
});

/** Names a resolver would answer with private addresses (DNS rebinding, split horizon). */
const lookup: LookupAll = async (hostname) => {
  const table: Record<string, string[]> = {
    "internal.example": ["127.0.0.1"],
    "mixed.example": ["93.184.216.34", "127.0.0.1"],
    "v6.example": ["::1"],
    "mapped.example": ["::ffff:127.0.0.1"],
    "public.example": ["93.184.216.34"],
    localhost: ["127.0.0.1", "::1"],
  };
  const addresses = table[hostname];
  if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return addresses.map((address) => ({ address, family: net.isIP(address) }));
};

const allowHosts = () => [`127.0.0.1:${allowedPort}`];
const fetchIt = (url: string) => guardedFetch(url, { lookup, allowHosts: allowHosts(), timeoutMs: 1000 });

async function expectRefused(url: string, code: "BLOCKED" | "INVALID_URL") {
  const err = await fetchIt(url).catch((e) => e);
  expect(err, url).toBeInstanceOf(OutboundRefusedError);
  expect(err.code, url).toBe(code);
}

describe("outbound guard", () => {
  it("refuses every way of writing a loopback or private address, with zero connections", async () => {
    const forms = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://0:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://[2002:7f00:1::]:${port}/`,
      `https://127.0.0.1:${port}/`,
      `http://internal.example:${port}/`,
      `http://mixed.example:${port}/`,
      `http://v6.example:${port}/`,
      `http://mapped.example:${port}/`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://10.0.0.1:${port}/`,
      `http://192.168.1.1:${port}/`,
      `http://100.64.0.1:${port}/`,
    ];
    for (const url of forms) await expectRefused(url, "BLOCKED");
    expect(forbiddenConnections).toBe(0);
  });

  it("refuses non-http schemes and userinfo tricks before connecting", async () => {
    for (const url of [
      "file:///etc/passwd",
      `ftp://127.0.0.1:${port}/`,
      `gopher://127.0.0.1:${port}/_x`,
      "javascript:alert(1)",
      "data:text/plain,hi",
      "not a url",
      `http://user:pass@127.0.0.1:${port}/`,
      `http://public.example@127.0.0.1:${port}/`,
      `http://127.0.0.1:${allowedPort}@internal.example:${port}/`,
    ]) {
      await expectRefused(url, "INVALID_URL");
    }
    expect(forbiddenConnections).toBe(0);
  });

  it("checks every redirect target again", async () => {
    for (const target of [
      `http://127.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://internal.example:${port}/`,
      `http://[::1]:${port}/`,
    ]) {
      const err = await fetchIt(`http://127.0.0.1:${allowedPort}/?to=${encodeURIComponent(target)}`).catch((e) => e);
      expect(err, target).toBeInstanceOf(OutboundRefusedError);
    }
    const scheme = await fetchIt(
      `http://127.0.0.1:${allowedPort}/?to=${encodeURIComponent("file:///etc/passwd")}`,
    ).catch((e) => e);
    expect(scheme.code).toBe("INVALID_URL");
    expect(forbiddenConnections).toBe(0);
  });

  it("lets a name that resolves only to public addresses through to the connect step", async () => {
    // Offline here, so the connection itself fails: what matters is that the guard did not refuse it.
    const err = await guardedFetch(`http://public.example:${port}/`, { lookup, allowHosts: [], timeoutMs: 500 }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(OutboundFailedError);
    expect(forbiddenConnections).toBe(0);
  });

  it("lets exactly the hosts in OUTBOUND_ALLOW_HOSTS through, port included", async () => {
    const ok = await fetchIt(`http://127.0.0.1:${allowedPort}/`);
    expect(ok.status).toBe(200);
    expect(new TextDecoder().decode(ok.body)).toBe("allowed answer");
    const viaRedirect = await fetchIt(
      `http://127.0.0.1:${allowedPort}/?to=${encodeURIComponent(`http://127.0.0.1:${allowedPort}/`)}`,
    );
    expect(viaRedirect.status).toBe(200);
    const otherPort = await guardedFetch(`http://127.0.0.1:${allowedPort}/`, {
      lookup,
      allowHosts: ["127.0.0.1:1"],
    }).catch((e) => e);
    expect(otherPort).toBeInstanceOf(OutboundRefusedError);
  });

  it("reuses a connection for the next request to the same host, but never for a request that does not allow the host", async () => {
    const viaName = (allowHosts: string[]) =>
      guardedFetch(`http://localhost:${allowedPort}/`, { lookup, allowHosts, timeoutMs: 1000 });
    const before = allowedConnections;
    for (let i = 0; i < 3; i++) expect((await viaName([`localhost:${allowedPort}`])).status).toBe(200);
    expect(allowedConnections - before).toBe(1);
    // The allowed name's open connection is not reused by a request that does not allow it: the guard refuses the name.
    const refused = await viaName([]).catch((e) => e);
    expect(refused).toBeInstanceOf(OutboundRefusedError);
    expect(allowedConnections - before).toBe(1);
  });

  it("stops after 5 redirects, at 2 MB and at the time limit, echoing nothing", async () => {
    let url = `http://127.0.0.1:${allowedPort}/`;
    for (let i = 0; i < 6; i++) url = `http://127.0.0.1:${allowedPort}/?to=${encodeURIComponent(url)}`;
    const loop = await fetchIt(url).catch((e) => e);
    expect(loop).toBeInstanceOf(OutboundFailedError);
    const big = await fetchIt(`http://127.0.0.1:${allowedPort}/big`).catch((e) => e);
    expect(big).toBeInstanceOf(OutboundFailedError);
    expect(big.message).toBe("answer too large");
    const started = Date.now();
    const hang = await fetchIt(`http://127.0.0.1:${allowedPort}/hang`).catch((e) => e);
    expect(hang.message).toBe("timed out");
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("isPublicAddress", () => {
  it("knows the refused ranges", () => {
    for (const ip of [
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "100.64.0.1",
      "169.254.169.254",
      "127.0.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "198.18.0.1",
      "::",
      "::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "ff02::1",
      "::ffff:10.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::a00:1",
      "2002:c0a8:101::1",
      "::127.0.0.1",
      "2001:db8::1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of [
      "93.184.216.34",
      "8.8.8.8",
      "172.32.0.1",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
    expect(isPublicAddress("not-an-ip")).toBe(false);
  });
});
