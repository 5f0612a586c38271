-- InboxCount kept as one ordered upsert of net changes per statement. The first version took each
-- statement's counter rows in two passes (decrements, then increments) and in no set order, so two
-- writers moving items in opposite directions (UNREAD -> READ and READ -> UNREAD) could deadlock, and
-- every update (tags, assignment, notes, parent links) locked counter rows it did not change. Now the
-- old rows count -1 and the new rows +1 per (company, platform, type, status, requiresAction), keys
-- whose change nets to zero are left alone, and the rest are written in key order: writers meet on
-- the counter rows in the same order and never wait for each other in a cycle.
-- A delete during a company's own deletion (cascade) writes nothing: the counters go with the company.
CREATE OR REPLACE FUNCTION "inbox_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "InboxCount" AS c ("companyId", "platform", "type", "status", "requiresAction", "count")
    SELECT "companyId", "platform", "type", "status", "requiresAction", count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("companyId", "platform", "type", "status", "requiresAction")
    DO UPDATE SET "count" = c."count" + EXCLUDED."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "InboxCount" AS c ("companyId", "platform", "type", "status", "requiresAction", "count")
    SELECT o."companyId", o."platform", o."type", o."status", o."requiresAction", -count(*)::int
    FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM "Company" co WHERE co."id" = o."companyId")
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("companyId", "platform", "type", "status", "requiresAction")
    DO UPDATE SET "count" = c."count" + EXCLUDED."count";
  ELSE
    INSERT INTO "InboxCount" AS c ("companyId", "platform", "type", "status", "requiresAction", "count")
    SELECT "companyId", "platform", "type", "status", "requiresAction", sum(d.n)::int
    FROM (
      SELECT "companyId", "platform", "type", "status", "requiresAction", 1 AS n FROM new_rows
      UNION ALL
      SELECT "companyId", "platform", "type", "status", "requiresAction", -1 AS n FROM old_rows
    ) d
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("companyId", "platform", "type", "status", "requiresAction")
    DO UPDATE SET "count" = c."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END
$$;
