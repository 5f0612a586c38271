/** The caller's X-Request-Id when it looks like an id (so logs stay clean), else a fresh one. */
export function requestIdOf(req: { headers: Pick<Headers, "get"> }): string {
  const incoming = req.headers.get("x-request-id");
  return incoming && /^[\w.-]{8,128}$/.test(incoming) ? incoming : crypto.randomUUID();
}
