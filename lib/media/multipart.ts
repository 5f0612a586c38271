import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { badRequest, type ApiError } from "@/lib/api/errors";
import { isStorableText, storableText, UNSTORABLE_TEXT } from "@/lib/api/storable";
import { nodeBodyOf } from "@/lib/server/node-bridge";
import { invalidFilename, invalidFileSize, invalidFileType, noFileUploaded } from "./errors";
import { spool } from "./intake";
import { filenameProblem, isUploadContentType, MAX_UPLOAD_BYTES, type UploadContentType } from "./limits";

/** A part's bytes spooled to disk, and what the client said about them. */
export interface MultipartImage {
  spooled: Awaited<ReturnType<typeof spool>>;
  filename: string;
  declaredType: UploadContentType;
  /** The text fields, each name with every value it was sent with. */
  fields: Map<string, string[]>;
}

/** Room for the multipart framing around a 10 MB file: a declared body larger than this cannot hold a valid upload. */
const FRAMING_ALLOWANCE = 64 * 1024;

/**
 * Reads `multipart/form-data` with busboy as it streams in: the part named `file` goes to a spool
 * file (at most 10 MB, counted as it arrives), text fields are collected, other files are skipped.
 * The filename and declared type are checked before any byte is written.
 */
export async function readMultipartImage(req: Request): Promise<MultipartImage> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !req.body) throw noFileUploaded();
  const declaredLength = Number(req.headers.get("content-length") ?? NaN);
  if (declaredLength > MAX_UPLOAD_BYTES + FRAMING_ALLOWANCE)
    throw invalidFileSize(`The file must be at most ${MAX_UPLOAD_BYTES} bytes`);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      // The name as sent, path and all: a name with `/`, `\\` or `..` is refused, not quietly shortened.
      preservePath: true,
      limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 40 },
    });
  } catch {
    throw noFileUploaded("The multipart body has no boundary");
  }
  // Served by lib/server: busboy reads the Node request itself, with no Fetch stream in between.
  const source = nodeBodyOf(req) ?? Readable.fromWeb(req.body as NodeWebStream);

  return new Promise<MultipartImage>((resolve, reject) => {
    const fields = new Map<string, string[]>();
    let image: Promise<MultipartImage | null> | null = null;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      // The rest of the body is read and dropped: destroying the request would reset the
      // connection before the refusal is answered.
      source.unpipe(parser);
      source.resume();
      reject(err);
    };

    parser.on("field", (name, value) => {
      if (!isStorableText(name) || !isStorableText(value))
        return fail(badRequest({ [storableText(name)]: UNSTORABLE_TEXT }));
      fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    parser.on("file", (name, stream, info) => {
      // A body cut short fails the part's stream too ("Unexpected end of form"), possibly before
      // spool() listens or after the part was skipped; the parser reports it on itself (400 below).
      stream.on("error", () => undefined);
      if (name !== "file" || image) return stream.resume();
      const problem = filenameProblem(info.filename ?? "");
      const mime = (info.mimeType ?? "").toLowerCase();
      let refusal: ApiError | null = null;
      if (problem) refusal = invalidFilename(`The filename ${problem}`);
      else if (!isUploadContentType(mime))
        refusal = invalidFileType(
          `${mime || "No type"} is not accepted: send image/jpeg, image/png, image/gif, image/webp or image/svg+xml`,
        );
      if (refusal) {
        stream.resume();
        return fail(refusal);
      }
      image = spool(stream).then(
        (spooled): MultipartImage => ({
          spooled,
          filename: info.filename ?? "",
          declaredType: mime as UploadContentType,
          fields,
        }),
        (err) => {
          fail(err);
          return null;
        },
      );
    });
    parser.on("close", async () => {
      const done = image ? await image : null;
      if (settled) {
        if (done) await fsp.rm(done.spooled.file, { force: true });
        return;
      }
      settled = true;
      if (done) resolve(done);
      else reject(noFileUploaded());
    });
    parser.on("error", () => fail(noFileUploaded("The multipart body could not be read")));
    source.on("error", fail);
    source.pipe(parser);
  });
}
