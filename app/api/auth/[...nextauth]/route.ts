import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { otherMethods } from "@/lib/api/allowed-methods";
import { unknownApiPath } from "@/lib/api/unknown-path";
import { authOptions } from "@/lib/auth/next-auth";

type NextAuthRouteContext = { params: Promise<{ nextauth: string[] }> };

/** What next-auth serves under /api/auth/<action>; any other action is an unknown /api path (it would answer 400 in text). */
const NEXT_AUTH_ACTIONS = new Set([
  "providers",
  "session",
  "csrf",
  "signin",
  "signout",
  "callback",
  "verify-request",
  "error",
  "_log",
]);

/** `answer` for next-auth's own actions, the unknown-path 404 for any other. */
const forAction =
  (answer: (req: NextRequest, ctx: NextAuthRouteContext) => Response | Promise<Response>) =>
  async (req: NextRequest, ctx: NextAuthRouteContext) =>
    NEXT_AUTH_ACTIONS.has((await ctx.params).nextauth[0]) ? answer(req, ctx) : unknownApiPath(req);

const handler = forAction((req, ctx) => NextAuth(req as never, ctx as never, authOptions()));
const others = otherMethods({ GET: handler, POST: handler });

export const GET = handler;
export const POST = handler;
export const OPTIONS = forAction(others.OPTIONS!);
export const PUT = forAction(others.PUT!);
export const PATCH = forAction(others.PATCH!);
export const DELETE = forAction(others.DELETE!);
