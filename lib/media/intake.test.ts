import fs from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { htmlPage, imageBytes, pngOfSize, svgWithScript } from "@/tests/helpers/images";
import { checkSpooledImage, spool } from "./intake";
import { MAX_UPLOAD_BYTES, type UploadContentType } from "./limits";
import { sniffFormat } from "./sniff";

const chunked = (bytes: Buffer, size = 5) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );

async function check(bytes: Buffer, declared: UploadContentType) {
  return checkSpooledImage(await spool(chunked(bytes, 7)), declared);
}

describe("sniffFormat", () => {
  it("recognises each accepted format from its first bytes", async () => {
    for (const format of ["png", "jpeg", "gif", "webp"] as const)
      expect(sniffFormat((await imageBytes(format)).subarray(0, 12))).toBe(format);
    expect(sniffFormat(svgWithScript)).toBe("svg");
    expect(sniffFormat(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg>`))).toBe(
      "svg",
    );
  });

  it("recognises nothing in HTML, text or short input", () => {
    expect(sniffFormat(htmlPage)).toBeNull();
    expect(sniffFormat(Buffer.from("GIF8"))).toBeNull();
    expect(sniffFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe("spool + checkSpooledImage", () => {
  it("accepts each format with its dimensions read from the file", async () => {
    for (const format of ["png", "jpeg", "gif", "webp"] as const) {
      const checked = await check(await imageBytes(format, 31, 17), `image/${format}`);
      expect(checked).toMatchObject({ format, width: 31, height: 17, contentType: `image/${format}` });
      fs.rmSync(checked.file);
    }
    const jpg = await check(await imageBytes("jpeg"), "image/jpg");
    expect(jpg.contentType).toBe("image/jpeg");
  });

  it("refuses a spoofed type: HTML declared as PNG, a JPEG declared as PNG, a PNG declared as SVG", async () => {
    await expect(check(htmlPage, "image/png")).rejects.toMatchObject({ status: 400, error: "Invalid file type" });
    await expect(check(await imageBytes("jpeg"), "image/png")).rejects.toThrow(/content is image\/jpeg/);
    await expect(check(await imageBytes("png"), "image/svg+xml")).rejects.toMatchObject({ error: "Invalid file type" });
  });

  it("refuses a file with the right first bytes that is not a readable image", async () => {
    const fake = Buffer.concat([(await imageBytes("png")).subarray(0, 12), Buffer.from("garbage garbage garbage")]);
    await expect(check(fake, "image/png")).rejects.toThrow(/not a readable image\/png/);
  });

  it("sanitizes an SVG with a script and keeps its size", async () => {
    const checked = await check(svgWithScript, "image/svg+xml");
    const stored = fs.readFileSync(checked.file, "utf8");
    expect(stored).not.toMatch(/script|onload|alert/);
    expect(checked).toMatchObject({ format: "svg", width: 30, height: 20, sizeBytes: Buffer.byteLength(stored) });
  });

  it("size limits: 0 bytes refused, exactly 10 MB accepted, 10 MB + 1 refused while streaming", async () => {
    await expect(check(Buffer.alloc(0), "image/png")).rejects.toMatchObject({ error: "Invalid file size" });
    const exact = await check(await pngOfSize(MAX_UPLOAD_BYTES), "image/png");
    expect(exact.sizeBytes).toBe(MAX_UPLOAD_BYTES);
    fs.rmSync(exact.file);
    await expect(spool(chunked(await pngOfSize(MAX_UPLOAD_BYTES + 1), 64 * 1024))).rejects.toMatchObject({
      error: "Invalid file size",
    });
  });
});
