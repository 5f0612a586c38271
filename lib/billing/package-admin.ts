import { adminDb } from "@/lib/db";

/** Packages are global rows (not tenant-owned): an active one by id, for a checkout. */
export function activePackage(id: string) {
  return adminDb().package.findFirst({
    where: { id, isActive: true },
    select: { id: true, name: true, variantId: true },
  });
}

/** Any package by id (the one in force may since have been switched off). */
export function packageById(id: string) {
  return adminDb().package.findUnique({ where: { id }, select: { id: true, name: true, interval: true } });
}
