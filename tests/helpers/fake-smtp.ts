import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for text assertions. */
  decoded: string;
}

export interface FakeSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** The next `count` MAIL FROM commands get a temporary failure (451), as a busy server would answer. */
  failNext(count: number): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Just enough SMTP (no TLS, no auth) for nodemailer to deliver a message to a test. */
export async function startFakeSmtp(): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: "", to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ESMTP ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ ...envelope, raw, decoded: decodeQuotedPrintable(raw) });
          reply("250 2.0.0 queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250-fake-smtp\r\n250-8BITMIME\r\n250 SMTPUTF8");
        else if (verb === "HELO" || verb === "NOOP") reply("250 ok");
        else if (verb === "RSET") {
          envelope = { from: "", to: [] };
          reply("250 ok");
        } else if (verb === "MAIL") {
          if (failures > 0) {
            failures--;
            reply("451 4.3.0 try again later");
            continue;
          }
          envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? "", to: [] };
          reply("250 ok");
        } else if (verb === "RCPT") {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
          return;
        } else reply("502 command not implemented");
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
