import { adminDb } from "@/lib/db";

/** Packages are global rows (not tenant-owned): an active one by id, for a checkout. */
export function activePackage(id: string) {
  return adminDb().package.findFirst({
    where: { id, isActive: true },
    select: { id: true, name: true, variantId: true },
  });
}
