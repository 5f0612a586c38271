import { describe, expect, it } from "vitest";
import { contract, type Contract } from "./contract";
import { allowHeader, methodNotAllowedResponse, methodTable } from "./allowed-methods";

const c = (method: Contract["method"], path: string, extra: Partial<Contract> = {}) =>
  contract({ method, path, tag: "T", summary: "s", ...extra });

const table = methodTable([
  c("GET", "/api/things"),
  c("POST", "/api/things"),
  c("GET", "/api/things/:id"),
  c("DELETE", "/api/things/:id"),
  c("POST", "/api/things/chat"),
  c("POST", "/api/uploads", { errorStyle: "upload" }),
]);

describe("methodNotAllowedResponse", () => {
  it("answers 405 with Allow and a JSON error for a method the path does not serve", async () => {
    const res = methodNotAllowedResponse(table, "/api/things/123", "PUT", "request-id-1");
    expect(res?.status).toBe(405);
    expect(res?.headers.get("allow")).toBe("DELETE, GET, HEAD, OPTIONS");
    expect(res?.headers.get("x-request-id")).toBe("request-id-1");
    expect(await res?.json()).toEqual({ error: expect.stringContaining("PUT") });
  });

  it("lets served methods, HEAD of a GET route and OPTIONS through", () => {
    expect(methodNotAllowedResponse(table, "/api/things", "POST", "r")).toBeNull();
    expect(methodNotAllowedResponse(table, "/api/things/1", "HEAD", "r")).toBeNull();
    expect(methodNotAllowedResponse(table, "/api/things/1", "OPTIONS", "r")).toBeNull();
    expect(methodNotAllowedResponse(table, "/api/things/chat", "HEAD", "r")?.status).toBe(405);
  });

  it("prefers a static segment over a :param, as Next routes them", () => {
    const res = methodNotAllowedResponse(table, "/api/things/chat", "GET", "r");
    expect(res?.headers.get("allow")).toBe("OPTIONS, POST");
    expect(methodNotAllowedResponse(table, "/api/things/other", "GET", "r")).toBeNull();
  });

  it("leaves paths no contract serves to Next (404 or a library's route)", () => {
    expect(methodNotAllowedResponse(table, "/api/nothing", "GET", "r")).toBeNull();
    expect(methodNotAllowedResponse(table, "/api/things/1/extra", "GET", "r")).toBeNull();
  });

  it("uses the route's error style", async () => {
    const res = methodNotAllowedResponse(table, "/api/uploads", "GET", "r");
    expect(await res?.json()).toEqual({ error: expect.any(String), message: expect.any(String), statusCode: 405 });
  });
});

describe("allowHeader", () => {
  it("matches what Next answers to OPTIONS: sorted, with HEAD for GET and OPTIONS", () => {
    expect(allowHeader(["POST", "GET"])).toBe("GET, HEAD, OPTIONS, POST");
    expect(allowHeader(["DELETE"])).toBe("DELETE, OPTIONS");
  });
});
