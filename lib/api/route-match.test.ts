import { describe, expect, it } from "vitest";
import { routeMatcher, routeSegments } from "./route-match";

const routes = [
  "/api/[[...path]]",
  "/api/campaigns",
  "/api/campaigns/[id]",
  "/api/auth/[...nextauth]",
  "/api/(group)/health",
].map((dir) => ({
  dir,
  segments: routeSegments(dir),
}));
const match = routeMatcher(routes);
const served = (pathname: string) => {
  const found = match(pathname);
  return found && [found.route.dir, found.params];
};

describe("routeMatcher", () => {
  it("prefers static segments, then params, then catch-alls, as Next does", () => {
    expect(served("/api/campaigns")).toEqual(["/api/campaigns", {}]);
    expect(served("/api/campaigns/42")).toEqual(["/api/campaigns/[id]", { id: "42" }]);
    expect(served("/api/health")).toEqual(["/api/(group)/health", {}]);
    expect(served("/api/auth/session")).toEqual(["/api/auth/[...nextauth]", { nextauth: ["session"] }]);
  });

  it("sends whatever no other route serves to the optional catch-all, including its own directory", () => {
    expect(served("/api/campaigns/42/nope")).toEqual(["/api/[[...path]]", { path: ["campaigns", "42", "nope"] }]);
    expect(served("/api/nope")).toEqual(["/api/[[...path]]", { path: ["nope"] }]);
    expect(served("/api")).toEqual(["/api/[[...path]]", {}]);
    expect(served("/elsewhere")).toBeNull();
  });

  it("decodes segments and refuses malformed percent-encoding", () => {
    expect(served("/api/campaigns/a%20b")).toEqual(["/api/campaigns/[id]", { id: "a b" }]);
    expect(served("/api/campaigns/%E0%A4%A")).toBeNull();
  });
});
