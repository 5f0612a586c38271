/**
 * What a person types as a link, made a full address: a bare domain ("shop.example.com/menu") or a
 * scheme-relative one ("//shop.example.com") gets https://; anything naming a scheme is left for the
 * API to accept or refuse.
 */
export function completeLinkUrl(typed: string): string {
  const url = typed.trim();
  // A scheme is letters and a colon not followed by a port number ("example.com:8080" has none).
  if (!url || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(url)) return url;
  return `https://${url.replace(/^\/+/, "")}`;
}
