import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getMe, revokePersonalToken, createPersonalToken, listPersonalTokens } from "@/lib/auth/contracts";
import { updateBrandProfile } from "@/lib/brand/contracts";
import { request } from "../../tests/helpers/app";
import { signUp } from "../../tests/helpers/users";
import { ApiClientError, apiRequest, buildPath, fieldErrors } from "./client";

// The browser client's fetch goes to the real route handlers in-process, as a browser's would go
// to the server.
beforeAll(() => {
  vi.stubGlobal("fetch", async (input: string, init: RequestInit) => {
    const res = await request(init.method ?? "GET", input, {
      headers: init.headers as Record<string, string>,
      rawBody: init.body ?? undefined,
    });
    return new Response(res.status === 204 ? null : res.text, { status: res.status, headers: res.headers });
  });
});
afterAll(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("answers the response body, fills path parameters and query strings, and returns nothing for 204", async () => {
    const user = await signUp({ companyName: "Client Co" });
    const me = await apiRequest(getMe, { token: user.token });
    expect(me).toMatchObject({ id: user.userId, email: user.email, role: "owner" });

    const created = await apiRequest(createPersonalToken, { token: user.token, body: { name: "ci" } });
    const page = await apiRequest(listPersonalTokens, { token: user.token, query: { limit: 1 } });
    expect(page).toMatchObject({ limit: 1, total: 1, items: [{ id: created.id, name: "ci" }] });

    expect(await apiRequest(revokePersonalToken, { token: user.token, params: { id: created.id } })).toBeUndefined();
    const after = await apiRequest(listPersonalTokens, { token: user.token });
    expect(after.items[0].revokedAt).toEqual(expect.any(String));
  });

  it("throws ApiClientError with the status and per-field details of a 400", async () => {
    const user = await signUp();
    const err = await apiRequest(updateBrandProfile, {
      token: user.token,
      body: { websiteUrl: "not a url", colors: { primary: "red" } },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect((err as ApiClientError).status).toBe(400);
    expect(fieldErrors(err)).toEqual({ websiteUrl: expect.any(String), "colors.primary": expect.any(String) });
  });

  it("throws ApiClientError carrying the error body for 401 and 404", async () => {
    const unauthorized = await apiRequest(getMe, { token: "not-a-token" }).catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ status: 401, body: { error: "Unauthorized" } });
    expect(fieldErrors(unauthorized)).toEqual({});

    const user = await signUp();
    const missing = await apiRequest(revokePersonalToken, {
      token: user.token,
      params: { id: "00000000-0000-4000-8000-000000000000" },
    }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, message: expect.stringMatching(/not found/i) });
  });
});

describe("buildPath", () => {
  it("encodes parameters and refuses a missing one", () => {
    expect(buildPath("/api/team/:id", { id: "a b/c" })).toBe("/api/team/a%20b%2Fc");
    expect(() => buildPath("/api/team/:id", {})).toThrow(/Missing path parameter "id"/);
  });
});
