import crypto from "node:crypto";
import { badRequest, conflict } from "@/lib/api/errors";
import { isUniqueViolation } from "@/lib/content/guards";
import { slugify } from "@/lib/content/slug";
import type { TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import { SLUG_MAX, slugProblem } from "@/lib/link-in-bio/rules";
import { takenBlogHandles } from "./public-blog-admin";

/**
 * The hosted blog's handle (/blog/<handle>): one namespace across companies, under the link-in-bio
 * slug rules (3-40 of a-z, 0-9 and -, reserved words refused). A company gets one from its name the
 * first time its blog is needed; the unique index settles two companies racing for the same one.
 */
export const blogPath = (handle: string) => `/blog/${handle}`;
export const blogUrl = (handle: string) => `${env.appUrl}${blogPath(handle)}`;
export const blogPostUrl = (handle: string, slug: string) => `${blogUrl(handle)}/${slug}`;

function baseHandle(companyName: string): string {
  const base = slugify(companyName)
    .slice(0, SLUG_MAX - 5)
    .replace(/-+$/, "");
  return slugProblem(base) ? `${base}-blog`.replace(/^-+/, "").slice(0, SLUG_MAX - 5) : base;
}

function candidates(base: string): string[] {
  const numbered = Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`);
  const random = Array.from({ length: 4 }, () => `${base}-${crypto.randomBytes(2).toString("hex")}`);
  return [base, ...numbered, ...random].filter((h) => slugProblem(h) === null);
}

/** The company's handle, given now from its name when it has none. */
export async function ensureBlogHandle(ctx: TenantCtx): Promise<string> {
  const company = await ctx.db.company.findUniqueOrThrow({
    where: { id: ctx.companyId },
    select: { name: true, blogHandle: true },
  });
  if (company.blogHandle) return company.blogHandle;
  const wanted = candidates(baseHandle(company.name));
  const taken = await takenBlogHandles(wanted);
  // Only two companies racing for the same free handle still meet the unique index here.
  for (const handle of wanted.filter((h) => !taken.has(h))) {
    try {
      const { count } = await ctx.db.company.updateMany({
        where: { id: ctx.companyId, blogHandle: null },
        data: { blogHandle: handle },
      });
      if (count === 1) return handle;
      return ensureBlogHandle(ctx);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error("No free blog handle found");
}

/** Changes the handle: 400 when the slug rules refuse it, 409 HANDLE_TAKEN when another company holds it. */
export async function setBlogHandle(ctx: TenantCtx, handle: string): Promise<void> {
  const problem = slugProblem(handle);
  if (problem) throw badRequest({ blogHandle: problem });
  try {
    await ctx.db.company.update({ where: { id: ctx.companyId }, data: { blogHandle: handle } });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("HANDLE_TAKEN", `The blog handle "${handle}" is taken`);
    throw err;
  }
}
