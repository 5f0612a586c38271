import pg from "pg";

/**
 * A company neither subscribed nor on trial is on the free package (one user, three social
 * accounts). signUp() starts companies so, and most tests add members or accounts to them: each
 * test database's free package allows the system settings' defaults (5 members, 10 accounts)
 * instead. Tests of the free package's own limits set them themselves.
 */
export async function roomyFreePackage(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`UPDATE "Package" SET "maxUsers" = 5 WHERE "id" = 'free'`);
    await db.query(
      `UPDATE "PlanEntitlement" SET "value" = 10 WHERE "packageId" = 'free' AND "featureId" = 'social_accounts_limit'`,
    );
  } finally {
    await db.end();
  }
}
