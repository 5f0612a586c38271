import { baseClient } from "./client";

/**
 * The unscoped client, named for what it is. Only Super Admin code, sign-in (which must find a
 * user by e-mail before any tenant is known) and background plumbing use it.
 */
export function adminDb() {
  return baseClient();
}

export type AdminDb = ReturnType<typeof adminDb>;
