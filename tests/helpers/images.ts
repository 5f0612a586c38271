import sharp from "sharp";

/** Real image bytes for upload tests, made by sharp. */
export async function imageBytes(format: "png" | "jpeg" | "gif" | "webp", width = 24, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .toFormat(format)
    .toBuffer();
}

/** A valid PNG padded after its end with zero bytes to exactly `size` bytes (readers stop at IEND). */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await imageBytes("png");
  if (size < png.length) throw new Error(`a PNG needs at least ${png.length} bytes`);
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

export const svgWithScript = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" onload="alert(1)"><script>alert(document.cookie)</script><rect width="30" height="20" fill="teal"/></svg>`,
);

export const htmlPage = Buffer.from(`<!doctype html><html><body><script>alert(1)</script></body></html>`);
