import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { BUILT_IN_ROLES } from "@/lib/auth/permissions";
import { defineScenario } from "../scenario";

// POST /api/upload/direct with a 5 MB PNG (a real image padded to 5 MB) in a multipart body, the
// way a browser sends it. The app streams it to a spool file, checks it and hands it to the local
// store; the baseline streams the request body to a file and nothing else. Run it with
// `--connections 8` to see the app's memory under 8 concurrent uploads (bench/run.ts prints the
// app's resident memory before and at its peak).

const FILE_BYTES = 5 * 1024 * 1024;
const BOUNDARY = "----reachbench5mb";

interface State {
  token: string;
}

async function multipartBody(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 60, b: 30 } } }).png().toBuffer();
  const file = Buffer.concat([png, Buffer.alloc(FILE_BYTES - png.length)]);
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const body = await multipartBody();

export default defineScenario<State>({
  description: "POST /api/upload/direct, a 5 MB PNG, vs streaming the body to a file",
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
  async baseline(_pool, req) {
    const file = path.join(os.tmpdir(), `reach-bench-upload-${randomUUID()}`);
    await pipeline(req, fs.createWriteStream(file));
    await fs.promises.rm(file, { force: true });
    return { body: { imageId: randomUUID(), filename: "bench.png" } };
  },
});
