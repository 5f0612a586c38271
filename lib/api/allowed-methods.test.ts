import { describe, expect, it } from "vitest";
import { contract, type Contract } from "./contract";
import { handle } from "./handle";
import { allowHeader, otherMethods } from "./allowed-methods";

const route = (method: Contract["method"], extra: Partial<Contract> = {}) =>
  handle(contract({ method, path: "/api/things", tag: "T", summary: "s", access: "public", ...extra }), () => ({}));
const req = (method: string) =>
  new Request("http://localhost/api/things", { method, headers: { "x-request-id": "request-id-1" } });

describe("otherMethods", () => {
  it("answers 405 with Allow, the request id and a JSON error for each method the file does not serve", async () => {
    const others = otherMethods({ GET: route("GET"), DELETE: route("DELETE") });
    for (const method of ["POST", "PUT", "PATCH"] as const) {
      const res = others[method]!(req(method));
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("DELETE, GET, HEAD, OPTIONS");
      expect(res.headers.get("x-request-id")).toBe("request-id-1");
      expect(await res.json()).toEqual({ error: expect.stringContaining(method) });
    }
  });

  it("leaves served methods, and HEAD of a GET route, to the file and Next", () => {
    const others = otherMethods({ GET: route("GET"), POST: route("POST") });
    expect([others.GET, others.HEAD, others.POST]).toEqual([undefined, undefined, undefined]);
    expect(otherMethods({ POST: route("POST") }).HEAD!(req("HEAD")).status).toBe(405);
  });

  it("answers OPTIONS with the served methods only", () => {
    const res = otherMethods({ POST: route("POST") }).OPTIONS!(req("OPTIONS"));
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
  });

  it("takes another library's handlers too, with the default error style", async () => {
    const others = otherMethods({
      GET: async (_req: Request, _ctx: { params: Promise<unknown> }) => new Response("ok"),
    });
    const res = others.DELETE!(req("DELETE"));
    expect([res.status, res.headers.get("allow")]).toEqual([405, "GET, HEAD, OPTIONS"]);
    expect(await res.json()).toEqual({ error: expect.stringContaining("DELETE") });
  });

  it("uses the route's error style", async () => {
    const res = otherMethods({ POST: route("POST", { errorStyle: "upload" }) }).GET!(req("GET"));
    expect(await res.json()).toEqual({ error: expect.any(String), message: expect.any(String), statusCode: 405 });
  });
});

describe("allowHeader", () => {
  it("matches what Next answers to OPTIONS: sorted, with HEAD for GET and OPTIONS", () => {
    expect(allowHeader(["POST", "GET"])).toBe("GET, HEAD, OPTIONS, POST");
    expect(allowHeader(["DELETE"])).toBe("DELETE, OPTIONS");
  });
});
