import { badRequest, payloadTooLarge } from "./errors";
import { jsonProblem } from "./storable";

/**
 * Reads a request body's bytes, counting them as they stream in and stopping at the limit, so an
 * oversized body is refused without being held in memory first.
 */
export async function readBodyBytes(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, within the limit (readBodyBytes). */
export async function readBodyText(req: Request, limit: number): Promise<string> {
  return (await readBodyBytes(req, limit)).toString("utf8");
}

/** The JSON body, undefined when there is none; 400 naming the field for a string PostgreSQL cannot store or too deep a value. */
export async function readJsonBody(req: Request, limit: number): Promise<unknown> {
  return parseJsonBody(await readBodyText(req, limit));
}

/** A body's text as readJsonBody answers it: undefined when blank, else the JSON value (400 for malformed or unstorable JSON). */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw badRequest({ body: `Malformed JSON: ${(err as Error).message}` });
  }
  const problem = jsonProblem(value, "body");
  if (problem) throw badRequest({ [problem.field]: problem.message });
  return value;
}
