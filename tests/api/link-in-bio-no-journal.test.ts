import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { dataDir } from "@/lib/env";
import { api } from "../helpers/app";
import { signUp } from "../helpers/users";

// Set before the recorder is first made (once per process): a host without a disk of its own.
process.env.LINK_IN_BIO_JOURNAL = "off";

const journalFiles = () =>
  fs
    .readdirSync(path.join(dataDir, "link-in-bio-journal"), { withFileTypes: true })
    .filter((f) => f.name.endsWith(".jsonl")).length;

describe("link in bio without the journal (LINK_IN_BIO_JOURNAL=off)", () => {
  it("a click is in the database once it is answered, and no journal file is written", async () => {
    const owner = await signUp();
    const slug = `nojournal-${randomUUID().slice(0, 8)}`;
    expect((await api.post("/api/link-in-bio", { token: owner.token, body: { slug, title: "No disk" } })).status).toBe(
      201,
    );
    const link = await api.post(`/api/link-in-bio/${slug}/links`, {
      token: owner.token,
      body: { title: "Shop", url: "https://example.com/shop" },
    });
    expect(link.status, link.text).toBe(201);
    fs.mkdirSync(path.join(dataDir, "link-in-bio-journal"), { recursive: true });
    const filesBefore = journalFiles();

    const click = await api.post(`/l/${slug}/click/${link.body.id}`, {
      headers: { "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/126.0", "x-forwarded-for": "198.51.100.9" },
    });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://example.com/shop");
    expect(await adminDb().linkInBioEvent.count({ where: { linkId: link.body.id, type: "CLICK" } })).toBe(1);
    expect(journalFiles()).toBe(filesBefore);
  });
});
