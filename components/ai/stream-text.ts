import { ApiClientError, type ApiErrorBody } from "@/lib/api/client";

/**
 * POSTs JSON asking for a streamed answer of type `accept`, and reads it as text. Refusals before
 * the stream starts arrive as the usual JSON errors and are thrown as such.
 */
export async function openStream(
  path: string,
  body: unknown,
  accept: string,
  signal?: AbortSignal,
): Promise<ReadableStreamDefaultReader<string>> {
  const res = await fetch(path, {
    method: "POST",
    headers: { Accept: accept, "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => ({ error: res.statusText }))) as ApiErrorBody;
    throw new ApiClientError(res.status, error);
  }
  return res.body.pipeThrough(new TextDecoderStream()).getReader();
}

/**
 * POSTs JSON to a route that streams its answer as text when asked with `Accept: text/plain`,
 * calling `onText` with the text so far as each chunk arrives; resolves with the whole text.
 * Refusals before the stream starts arrive as the usual JSON errors.
 */
export async function streamText(
  path: string,
  body: unknown,
  onText: (soFar: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  const reader = await openStream(path, body, "text/plain", signal);
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
    onText(text);
  }
}
