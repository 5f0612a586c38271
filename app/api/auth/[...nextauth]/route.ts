import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

type NextAuthRouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: NextAuthRouteContext) {
  return NextAuth(req as never, ctx as never, authOptions());
}

export { handler as GET, handler as POST };
