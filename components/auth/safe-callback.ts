/** Only same-site paths may be used as a post-sign-in destination (no open redirects). */
export function safeCallbackUrl(value: string | undefined | null, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
