/**
 * The caller's address as the app sees it: the first x-forwarded-for hop, else x-real-ip (the
 * proxy in front of us sets them), else "local". The rate limits' subject and the link-in-bio
 * visitor hash's; `header` reads one request header, from a Fetch Request or a Node request alike.
 */
export function clientIp(header: (name: string) => string | null | undefined): string {
  return header("x-forwarded-for")?.split(",")[0]?.trim() || header("x-real-ip") || "local";
}
