import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { BUILT_IN_ROLES } from "@/lib/auth/permissions";
import { defineScenario } from "../scenario";

// POST /api/upload/direct with a 5 MB JPEG photograph-sized image (2700 x 2000 of noise, which
// compresses as badly as a detailed photo, padded after its end marker to exactly 5 MB) in a
// multipart body, the way a browser sends it. The app streams it to a spool file, checks its bytes
// and header and hands it to the local store (its thumbnail is made later, in the background); the
// baseline streams the request body to a file and nothing else. Run it with `--connections 8` to
// see the servers' memory under 8 concurrent uploads (bench/run.ts prints it for every round).

const FILE_BYTES = 5 * 1024 * 1024;
const BOUNDARY = "----reachbench5mb";

interface State {
  token: string;
}

async function photo(): Promise<Buffer> {
  const width = 2700;
  const height = 2000;
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  if (jpeg.length > FILE_BYTES) throw new Error(`The bench image is ${jpeg.length} bytes, more than ${FILE_BYTES}`);
  return Buffer.concat([jpeg, Buffer.alloc(FILE_BYTES - jpeg.length)]);
}

async function multipartBody(): Promise<Buffer> {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    await photo(),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const body = await multipartBody();

export default defineScenario<State>({
  description: "POST /api/upload/direct, a 5 MB JPEG, vs streaming the body to a file",
  async seed({ db, tokenFor }) {
    const company = await db.company.create({ data: { name: "Bench uploads" } });
    const role = await db.role.create({
      data: { companyId: company.id, name: "owner", permissions: [...BUILT_IN_ROLES.owner.permissions], isBuiltIn: true },
    });
    const user = await db.user.create({ data: { companyId: company.id, roleId: role.id, email: "bench-uploads@example.test" } });
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
