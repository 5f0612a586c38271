import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the model providers' HTTP APIs, speaking their real wire formats:
 *   POST …/chat/completions    OpenAI Chat Completions (any OpenAI-compatible server or gateway):
 *                              JSON, or SSE chunks with `stream: true` (usage in the last chunk)
 *   POST …/images/generations  OpenAI images: {data: [{b64_json}]}
 *   POST …/messages            Anthropic Messages: text or a `json` tool_use block, JSON or SSE events
 * Keys: `Authorization: Bearer` (OpenAI) or `x-api-key` (Anthropic), recorded per call; with
 * `apiKeys` set any other key answers 401. `reply` decides each answer; the default answers a
 * structured request with `{"refined": "Refined: <value>"}` and a text request with a sentence.
 */
export interface FakeAiCall {
  api: "openai" | "anthropic" | "images";
  path: string;
  model: string;
  apiKey: string | null;
  stream: boolean;
  /** Structured output was asked for (response_format json_schema, output_config or a json tool). */
  structured: boolean;
  system: string;
  prompt: string;
  body: Record<string, any>;
}

export type FakeAiReply =
  | { text: string; inputTokens?: number; outputTokens?: number }
  | { status: number; message: string; headers?: Record<string, string> };

export interface FakeAi {
  url: string;
  calls: FakeAiCall[];
  /** Keys accepted; empty accepts any. */
  apiKeys: Set<string>;
  reply: (call: FakeAiCall) => FakeAiReply;
  /** Milliseconds every answer waits before its first byte. */
  delayMs: number;
  /** Milliseconds between stream chunks. */
  chunkDelayMs: number;
  /**
   * When set, a stream awaits it after each chunk instead of waiting chunkDelayMs: a test lets the
   * answer go on only once it has seen what a chunk shows, however slow the machine.
   */
  chunkGate: (() => Promise<void>) | null;
  close(): Promise<void>;
}

export const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export function defaultReply(call: FakeAiCall): FakeAiReply {
  const value = call.prompt.split("Current value:\n")[1]?.split("\n\n")[0] ?? call.prompt.slice(0, 40);
  if (call.structured)
    return { text: JSON.stringify({ refined: `Refined: ${value}` }), inputTokens: 120, outputTokens: 30 };
  return { text: `A fine answer about ${value}.`, inputTokens: 100, outputTokens: 20 };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function readJson(req: http.IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

const textOf = (content: unknown): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((p: any) => p.text ?? "").join("") : "";

function chunksOf(text: string): string[] {
  const size = Math.max(1, Math.ceil(text.length / 3));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [""];
}

export async function startFakeAi(opts: { apiKeys?: string[]; port?: number } = {}): Promise<FakeAi> {
  const fake: Omit<FakeAi, "url" | "close"> = {
    calls: [],
    apiKeys: new Set(opts.apiKeys ?? []),
    reply: defaultReply,
    delayMs: 0,
    chunkDelayMs: 0,
    chunkGate: null,
  };

  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const body = await readJson(req).catch(() => null);
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== "POST" || !body)
      return json(400, { error: { message: "POST a JSON body", type: "invalid_request_error" } });

    const api = path.endsWith("/chat/completions")
      ? "openai"
      : path.endsWith("/messages")
        ? "anthropic"
        : path.endsWith("/images/generations")
          ? "images"
          : null;
    if (!api) return json(404, { error: { message: `Unknown path ${path}`, type: "invalid_request_error" } });
    const apiKey =
      api === "anthropic"
        ? ((req.headers["x-api-key"] as string) ?? null)
        : (req.headers.authorization?.replace(/^Bearer /, "") ?? null);

    const messages: any[] = body.messages ?? [];
    const system =
      api === "anthropic" ? textOf(body.system) : textOf(messages.find((m) => m.role === "system")?.content);
    const lastUser = [...messages].reverse().find((m) => m.role === "user");
    const structured =
      body.response_format?.type === "json_schema" ||
      body.output_config?.format !== undefined ||
      (body.tools ?? []).some((t: any) => t.name === "json");
    const call: FakeAiCall = {
      api,
      path,
      model: body.model,
      apiKey,
      stream: body.stream === true,
      structured,
      system,
      prompt: api === "images" ? body.prompt : textOf(lastUser?.content),
      body,
    };
    fake.calls.push(call);

    const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
      api === "anthropic"
        ? json(
            status,
            {
              type: "error",
              error: {
                type: status === 429 ? "rate_limit_error" : status === 401 ? "authentication_error" : "api_error",
                message,
              },
            },
            headers,
          )
        : json(
            status,
            { error: { message, type: status === 429 ? "rate_limit_exceeded" : "server_error", code: null } },
            headers,
          );

    if (fake.apiKeys.size && (!apiKey || !fake.apiKeys.has(apiKey))) return refuse(401, "Incorrect API key provided");
    if (fake.delayMs) await sleep(fake.delayMs);
    const reply = fake.reply(call);
    if ("status" in reply) return refuse(reply.status, reply.message, reply.headers);
    const usage = { input: reply.inputTokens ?? 10, output: reply.outputTokens ?? 10 };

    if (api === "images") {
      return json(200, {
        created: Math.floor(Date.now() / 1000),
        data: [{ b64_json: PNG_1X1 }],
        usage: { input_tokens: usage.input, output_tokens: usage.output, total_tokens: usage.input + usage.output },
      });
    }
    const gate = fake.chunkGate;
    const delay = fake.chunkDelayMs;
    const pause = gate ?? (() => (delay ? sleep(delay) : Promise.resolve()));
    if (api === "openai")
      return call.stream
        ? streamOpenAi(res, call, reply.text, usage, pause)
        : json(200, openAiCompletion(call, reply.text, usage));
    return call.stream
      ? streamAnthropic(res, call, reply.text, usage, pause)
      : json(200, anthropicMessage(call, reply.text, usage));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

type Usage = { input: number; output: number };

function openAiCompletion(call: FakeAiCall, text: string, usage: Usage) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: call.model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  };
}

async function streamOpenAi(
  res: http.ServerResponse,
  call: FakeAiCall,
  text: string,
  usage: Usage,
  pause: () => Promise<void>,
) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const base = {
    id: `chatcmpl-${Date.now()}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: call.model,
  };
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const parts = chunksOf(text);
  for (const [i, part] of parts.entries()) {
    send({
      ...base,
      choices: [
        { index: 0, delta: i === 0 ? { role: "assistant", content: part } : { content: part }, finish_reason: null },
      ],
    });
    await pause();
  }
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
  send({
    ...base,
    choices: [],
    usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
  });
  res.end("data: [DONE]\n\n");
}

function anthropicContent(call: FakeAiCall, text: string) {
  const jsonTool = (call.body.tools ?? []).some((t: any) => t.name === "json");
  if (jsonTool) {
    let input: unknown = text;
    try {
      input = JSON.parse(text);
    } catch {
      // A malformed answer stays a string: the client must refuse it.
    }
    return [{ type: "tool_use", id: `toolu_${Date.now()}`, name: "json", input }];
  }
  return [{ type: "text", text }];
}

function anthropicMessage(call: FakeAiCall, text: string, usage: Usage) {
  const content = anthropicContent(call, text);
  return {
    id: `msg_${Date.now()}`,
    type: "message",
    role: "assistant",
    model: call.model,
    content,
    stop_reason: content[0].type === "tool_use" ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

async function streamAnthropic(
  res: http.ServerResponse,
  call: FakeAiCall,
  text: string,
  usage: Usage,
  pause: () => Promise<void>,
) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send("message_start", {
    type: "message_start",
    message: {
      id: `msg_${Date.now()}`,
      type: "message",
      role: "assistant",
      model: call.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: 1 },
    },
  });
  send("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
  for (const part of chunksOf(text)) {
    send("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: part } });
    await pause();
  }
  send("content_block_stop", { type: "content_block_stop", index: 0 });
  send("message_delta", {
    type: "message_delta",
    delta: { stop_reason: "end_turn", stop_sequence: null },
    usage: { output_tokens: usage.output },
  });
  send("message_stop", { type: "message_stop" });
  res.end();
}
