/**
 * A JSON answer that also carries its text, so the production server (lib/server/node-bridge.ts)
 * writes it at once instead of reading the Response's body stream back (a reader, two reads and a
 * turn of the event loop per answer). Anyone else (Next, tests) reads the body as usual. A symbol
 * of the global registry: route files are bundled by Next with their own copy of this module.
 */
const JSON_TEXT = Symbol.for("reach.api.json-text");

export function jsonResponse(text: string, init: ResponseInit): Response {
  const response = new Response(text, init);
  Object.defineProperty(response, JSON_TEXT, { value: text });
  return response;
}

/** The text a jsonResponse was made with, while its body has not been read. */
export function jsonTextOf(response: Response): string | undefined {
  const text = (response as Response & { [JSON_TEXT]?: string })[JSON_TEXT];
  return text !== undefined && !response.bodyUsed ? text : undefined;
}
