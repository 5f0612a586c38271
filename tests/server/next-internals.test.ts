import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { UPGRADE_HELP, VERIFIED_NEXT_VERSION, assertContractRoute, userlandOf } from "@/lib/server/next-route-entries";
import packageJson from "../../package.json";

/**
 * scripts/serve.ts takes API route handlers out of Next's build through Next internals
 * (lib/server/next-route-entries.ts). This fails on any Next version it was not checked against,
 * and checks the internals themselves on the installed one, before any build.
 */
const require = createRequire(import.meta.url);

describe("the Next internals the production server relies on", () => {
  it("Next is pinned exactly, to the version they were verified on", () => {
    const installed = (require("next/package.json") as { version: string }).version;
    expect(packageJson.dependencies.next, "package.json must pin next exactly").toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed, `next ${installed} is installed. ${UPGRADE_HELP}`).toBe(VERIFIED_NEXT_VERSION);
    expect(
      packageJson.dependencies.next,
      `package.json asks for next ${packageJson.dependencies.next}. ${UPGRADE_HELP}`,
    ).toBe(VERIFIED_NEXT_VERSION);
  });

  it("a route module built the way Next builds route entries hands over the route file's exports", async () => {
    // The runtime every built API route entry requires, and the arguments the build passes it
    // (see .next/server/chunks: `new AppRouteRouteModule({ definition, ..., userland: () => module })`).
    const { AppRouteRouteModule } = require("next/dist/compiled/next-server/app-route-turbo.runtime.prod.js") as {
      AppRouteRouteModule: new (opts: Record<string, unknown>) => unknown;
    };
    const GET = Object.assign(async () => Response.json({ ok: true }), { contract: {} });
    const routeFile = { GET, OPTIONS: async () => new Response(null, { status: 204 }) };
    const routeModule = new AppRouteRouteModule({
      definition: {
        kind: "APP_ROUTE",
        page: "/api/health/route",
        pathname: "/api/health",
        filename: "route",
        bundlePath: "",
      },
      distDir: ".next",
      relativeProjectDir: "",
      resolvedPagePath: "[project]/app/api/health/route.ts",
      nextConfigOutput: "",
      userland: () => routeFile,
    });
    const exports = await userlandOf({ routeModule }, "app/api/health/route.js");
    expect(exports.GET, UPGRADE_HELP).toBe(GET);
    expect(() => assertContractRoute(exports, "/api/health")).not.toThrow();
  });

  it("says what to do when a built entry no longer fits", async () => {
    await expect(userlandOf({}, "app/api/health/route.js")).rejects.toThrow(/API_SERVER=next/);
    expect(() => assertContractRoute({ GET: () => new Response() }, "/api/health")).toThrow(
      /no handle\(\) GET.*API_SERVER=next/,
    );
  });
});
