import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { BUILT_IN_ROLES } from "@/lib/auth/permissions";
import { defineScenario } from "../scenario";

// POST /api/upload/direct with a 5 MB JPEG photograph (noise, which compresses as badly as a
// detailed photo, padded after its end marker to exactly 5 MB) in a multipart body, the way a
// browser sends it. The app streams it to a spool file, checks its bytes and header and hands it to
// the local store (its thumbnail is made later, in the background); the baseline streams the
// request body to a file and nothing else. Run it with `--connections 8` to see the servers' memory
// under 8 concurrent uploads (bench/run.ts prints it for every round). BENCH_UPLOAD_MB (1 to 10)
// changes the file's size: memory that grew with it would mean uploads are held, not streamed.

const FILE_BYTES = Math.round(Number(process.env.BENCH_UPLOAD_MB || 5) * 1024 * 1024);
const BOUNDARY = "----reachbench5mb";
if (!(FILE_BYTES >= 1024 * 1024 && FILE_BYTES <= 10 * 1024 * 1024))
  throw new Error("BENCH_UPLOAD_MB must be between 1 and 10");

interface State {
  token: string;
}

/** A JPEG of noise as large as fits in FILE_BYTES (at most 2700 x 2000), padded to exactly FILE_BYTES. */
async function photo(): Promise<Buffer> {
  let scale = 1;
  for (;;) {
    const width = Math.round(2700 * scale);
    const height = Math.round(2000 * scale);
    const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= FILE_BYTES) return Buffer.concat([jpeg, Buffer.alloc(FILE_BYTES - jpeg.length)]);
    scale *= Math.sqrt((FILE_BYTES * 0.9) / jpeg.length);
  }
}

async function multipartBody(): Promise<Buffer> {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await photo(),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const body = await multipartBody();

export default defineScenario<State>({
  description: `POST /api/upload/direct, a ${(FILE_BYTES / 1024 / 1024).toFixed(0)} MB JPEG, vs streaming the body to a file`,
  async seed({ db, tokenFor }) {
    const company = await db.company.create({ data: { name: "Bench uploads" } });
    const role = await db.role.create({
      data: {
        companyId: company.id,
        name: "owner",
        permissions: [...BUILT_IN_ROLES.owner.permissions],
        isBuiltIn: true,
      },
    });
    const user = await db.user.create({
      data: { companyId: company.id, roleId: role.id, email: "bench-uploads@example.test" },
    });
    return { token: await tokenFor({ email: user.email, userId: user.id, companyId: company.id }) };
  },
  request: (state) => ({
    method: "POST",
    path: "/api/upload/direct",
    headers: { authorization: `Bearer ${state.token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  }),
  liveMemory: true,
  async baseline(_pool, req) {
    const file = path.join(os.tmpdir(), `reach-bench-upload-${randomUUID()}`);
    await pipeline(req, fs.createWriteStream(file));
    await fs.promises.rm(file, { force: true });
    return { body: { imageId: randomUUID(), filename: "bench.jpg" } };
  },
});
