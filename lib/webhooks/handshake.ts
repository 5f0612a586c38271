/** A verification challenge echoed as plain text (Meta, WebSub), never sniffed as anything else. */
export function challengeEcho(challenge: string): Response {
  return new Response(challenge, {
    status: 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}
