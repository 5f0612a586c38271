import crypto from "node:crypto";
import type { FailureRenderer, FakeServer, Reply } from "../shared/fake-server";
import type { TokenStore } from "../shared/oauth";

/** Pieces the fake Graph API (Facebook, Instagram) and the fake Threads API share: Meta's error shape and its media fetching. */
export const graphError = (
  status: number,
  code: number,
  message: string,
  extra: Record<string, unknown> = {},
): Reply => ({
  status,
  json: {
    error: { message, type: "OAuthException", code, ...extra, fbtrace_id: `A${crypto.randomBytes(8).toString("hex")}` },
  },
});

/** Meta answers token problems with 400 and code 190: subcode 463 when expired, 458 when the app was removed. */
export function tokenProblem(problem: "expired" | "invalid"): Reply {
  return problem === "expired"
    ? graphError(400, 190, "Error validating access token: Session has expired on Friday, 27-Nov-26 10:00:00 PST.", {
        error_subcode: 463,
      })
    : graphError(400, 190, "Error validating access token: The user has not authorized application 1234567890.", {
        error_subcode: 458,
      });
}

/**
 * One-shot failures in Meta's words: a duplicate is code 506, a throttle code 4 with the Business
 * Use Case header saying when access comes back (answered 429 here so a Retry-After a test adds is
 * honoured), a server error code 2 marked transient.
 */
export const metaFailures: FailureRenderer = (failure) => {
  if (failure === "duplicate") return graphError(400, 506, "(#506) Duplicate status message");
  if (failure === "rate_limited")
    return {
      ...graphError(429, 4, "(#4) Application request limit reached"),
      headers: {
        "x-business-use-case-usage": JSON.stringify({
          "101000000000001": [
            { type: "pages", call_count: 100, total_cputime: 12, total_time: 20, estimated_time_to_regain_access: 5 },
          ],
        }),
      },
    };
  return graphError(500, 2, "An unexpected error has occurred. Please retry your request later.", {
    is_transient: true,
  });
};

/** The first store that knows the token decides: a valid grant, else the problem (expired beats unknown). */
export function checkAny(
  stores: TokenStore[],
  token: string | null,
): { userId: string } | { problem: "expired" | "invalid" } {
  let problem: "expired" | "invalid" = "invalid";
  for (const store of stores) {
    const result = store.check(token);
    if (!("problem" in result)) return result;
    if (result.problem === "expired") problem = "expired";
  }
  return { problem };
}

/** Bytes served at a public URL of the fake (a stand-in for the app's signed media URLs), and fetched as Meta does. */
export function mediaHost(server: FakeServer) {
  const files = new Map<string, { data: Buffer; contentType: string }>();
  server.on("GET", "/cdn/:id", "cdn", (req) => {
    const file = files.get(req.params.id);
    return file
      ? { status: 200, body: file.data, headers: { "content-type": file.contentType } }
      : { status: 404, text: "" };
  });
  return {
    host(data: Uint8Array, contentType: string): string {
      const id = crypto.randomBytes(8).toString("hex");
      files.set(id, { data: Buffer.from(data), contentType });
      return `${server.url}/cdn/${id}`;
    },
    /** What Meta's crawler gets from a media URL: the bytes and their type, or why not. */
    async fetch(url: string): Promise<{ data: Buffer; contentType: string } | { error: string }> {
      try {
        const res = await fetch(url);
        if (!res.ok) return { error: `The media URL answered ${res.status}` };
        return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "" };
      } catch {
        return { error: "The media URL could not be fetched" };
      }
    },
  };
}

/** Insights as Meta lists them: `{data: [{name, period, values: [{value}], title, id}]}`. */
export function insights(nodeId: string, values: Record<string, number>, wanted: string | null) {
  const names = (wanted ?? "").split(",").filter(Boolean);
  return {
    data: names
      .filter((name) => name in values)
      .map((name) => ({
        name,
        period: "lifetime",
        values: [{ value: values[name] }],
        title: name,
        id: `${nodeId}/insights/${name}/lifetime`,
      })),
  };
}

/** A `since` query parameter (Unix seconds) as a time to compare with. */
export const sinceOf = (value: string | null) => (value ? Number(value) * 1000 : 0);
