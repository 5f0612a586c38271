import fsp from "node:fs/promises";
import path from "node:path";
import { adminDb, Prisma } from "@/lib/db";
import { spoolDir } from "@/lib/media/intake";
import { removeStoredObjects } from "@/lib/media/stored-objects";

// Housekeeping across every company's media, so it runs unscoped by design. Each deletion is by
// condition, checked again at the moment of deleting: a second run finds nothing, and a row that
// moved on in between (an upload arriving) is left alone.

const HOUR_MS = 3600 * 1000;
/** Bytes still arriving when their URL expired are given this long to finish before the row counts as abandoned. */
export const UPLOADING_GRACE_MS = HOUR_MS;
/** A spool file no one has written to for this long belongs to an upload that died with its process. */
export const SPOOL_FILE_MAX_IDLE_MS = HOUR_MS;
const BATCH = 200;

/** Assets no upload will ever complete: URL expired unused, bytes stuck arriving, or refused. */
function abandoned(now: Date): Prisma.MediaAssetWhereInput {
  return {
    OR: [
      { status: "PENDING", uploadExpiresAt: { lt: now } },
      { status: "UPLOADING", uploadExpiresAt: { lt: new Date(now.getTime() - UPLOADING_GRACE_MS) } },
      { status: "FAILED" },
    ],
  };
}

/**
 * Deletes presigned uploads that never became assets (PENDING past the URL's validity, 1 hour;
 * UPLOADING an hour past it; FAILED) and then whatever bytes they
 * left in the store (a refused file's bytes may have been stored before its row failed).
 */
export async function removeAbandonedUploads(now: Date): Promise<number> {
  const db = adminDb();
  let removed = 0;
  for (;;) {
    const rows = await db.mediaAsset.findMany({
      where: abandoned(now),
      select: { id: true, storageKey: true, thumbnailKey: true },
      take: BATCH,
      orderBy: { id: "asc" },
    });
    const gone: (string | null)[] = [];
    for (const row of rows) {
      const { count } = await db.mediaAsset.deleteMany({ where: { AND: [{ id: row.id }, abandoned(now)] } });
      if (count === 1) gone.push(row.storageKey, row.thumbnailKey);
      removed += count;
    }
    await removeStoredObjects(gone);
    if (rows.length < BATCH) return removed;
  }
}

/** Spool files (uploads on their way to the store) left behind by a process that stopped mid-upload. */
export async function removeAbandonedSpoolFiles(now: Date): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(spoolDir());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(spoolDir(), name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now.getTime() - stat.mtimeMs > SPOOL_FILE_MAX_IDLE_MS) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Usage rows whose content is gone. Deleting a post, blog post or video script removes its rows in
 * the same transaction; this catches content removed in bulk (a campaign deleted with its content).
 * contentId names a row of the table contentType says, so no foreign key can do it.
 */
export async function removeUsageOfDeletedContent(): Promise<number> {
  return adminDb().$executeRaw`
    DELETE FROM "MediaAssetUsage" u
    WHERE (u."contentType" = 'SOCIAL_POST' AND NOT EXISTS (SELECT 1 FROM "SocialPost" c WHERE c."id" = u."contentId" AND c."companyId" = u."companyId"))
       OR (u."contentType" = 'BLOG_POST' AND NOT EXISTS (SELECT 1 FROM "BlogPost" c WHERE c."id" = u."contentId" AND c."companyId" = u."companyId"))
       OR (u."contentType" = 'VIDEO_SCRIPT' AND NOT EXISTS (SELECT 1 FROM "VideoScript" c WHERE c."id" = u."contentId" AND c."companyId" = u."companyId"))`;
}
