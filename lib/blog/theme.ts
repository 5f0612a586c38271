import type { CSSProperties } from "react";
import type { TenantCtx } from "@/lib/db";

/**
 * The company's brand colours and fonts as the hosted blog's CSS variables. Values come from the
 * brand profile (typed by members or read from their website), so only plain colours and font
 * names pass: anything else could add CSS declarations to the page's style attribute.
 */
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d.,%\s/]+\)|[a-z]{3,20})$/i;
const FONT = /^[\w\s'-]{1,60}$/;

const color = (value: unknown) => (typeof value === "string" && COLOR.test(value.trim()) ? value.trim() : null);
const font = (value: unknown) =>
  typeof value === "string" && FONT.test(value.trim()) ? `"${value.trim().replace(/'/g, "")}"` : null;

const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const SERIF = 'Charter, "Iowan Old Style", Georgia, Cambria, "Times New Roman", serif';

export interface BlogTheme {
  style: CSSProperties;
  primary: string;
}

export function blogTheme(colors: Record<string, unknown>, typography: Record<string, unknown>): BlogTheme {
  const primary = color(colors.primary) ?? "#1f2937";
  const heading = font(typography.headingFont);
  const body = font(typography.bodyFont);
  return {
    primary,
    style: {
      "--blog-primary": primary,
      "--blog-accent": color(colors.accent) ?? color(colors.secondary) ?? primary,
      "--blog-bg": color(colors.background) ?? "#ffffff",
      "--blog-text": color(colors.text) ?? "#1f2328",
      "--blog-heading-font": heading ? `${heading}, ${SANS}` : SANS,
      "--blog-body-font": body ? `${body}, ${SERIF}` : SERIF,
    } as CSSProperties,
  };
}

const asRecord = (json: unknown) =>
  json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};

/** The company's hosted blog theme, from its brand profile (the editor's preview shows posts in it). */
export async function companyBlogTheme(ctx: TenantCtx): Promise<BlogTheme> {
  const brand = await ctx.db.brandProfile.findFirst({ select: { colors: true, typography: true } });
  return blogTheme(asRecord(brand?.colors), asRecord(brand?.typography));
}
