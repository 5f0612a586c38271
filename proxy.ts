import type { NextRequest } from "next/server";
import { methodNotAllowedResponse, methodTable } from "@/lib/api/allowed-methods";
import { allContracts } from "@/lib/api/registry";
import { requestIdOf } from "@/lib/api/request-id";

const table = methodTable(allContracts);

/**
 * Runs before every /api request. Its one job: a 405 with `Allow` for a method the path's route
 * file does not export (Next's own 405 has no `Allow`). Everything else goes on to the route.
 */
export function proxy(request: NextRequest): Response | undefined {
  return methodNotAllowedResponse(table, request.nextUrl.pathname, request.method, requestIdOf(request)) ?? undefined;
}

export const config = { matcher: "/api/:path*" };
