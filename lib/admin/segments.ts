import type { BodyOf } from "@/lib/api/contract";
import { conflict, notFound } from "@/lib/api/errors";
import { adminDb, type TenantDb } from "@/lib/db";
import type * as contracts from "./contracts/segments";
import { globalWrite } from "./global-write";

type Row = Awaited<ReturnType<ReturnType<typeof adminDb>["segment"]["findMany"]>>[number];

function segmentDTO(row: Row) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const unique = (list: string[] | undefined) => (list ? [...new Set(list)] : undefined);

export async function listSegments() {
  return (await adminDb().segment.findMany({ orderBy: { name: "asc" } })).map(segmentDTO);
}

export async function getSegment(id: string) {
  const row = await adminDb().segment.findUnique({ where: { id } });
  if (!row) throw notFound("Segment");
  return segmentDTO(row);
}

async function assertNameFree(db: ReturnType<typeof adminDb>, name: string, exceptId?: string) {
  const taken = await db.segment.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflict("SEGMENT_NAME_TAKEN", `A segment named "${name}" already exists`);
}

export async function createSegment(ctx: { db: TenantDb }, body: BodyOf<typeof contracts.createSegment>) {
  return globalWrite(ctx, async (db) => {
    await assertNameFree(db, body.name);
    const row = await db.segment.create({
      data: { ...body, userIds: unique(body.userIds), companyIds: unique(body.companyIds) },
    });
    return { id: row.id, name: row.name };
  });
}

export async function updateSegment(ctx: { db: TenantDb }, id: string, body: BodyOf<typeof contracts.updateSegment>) {
  return globalWrite(ctx, async (db) => {
    if (!(await db.segment.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Segment");
    if (body.name) await assertNameFree(db, body.name, id);
    const row = await db.segment.update({
      where: { id },
      data: { ...body, userIds: unique(body.userIds), companyIds: unique(body.companyIds) },
    });
    return segmentDTO(row);
  });
}

/** The flag links go with it (ON DELETE CASCADE). */
export async function deleteSegment(ctx: { db: TenantDb }, id: string) {
  return globalWrite(ctx, async (db) => {
    const { count } = await db.segment.deleteMany({ where: { id } });
    if (!count) throw notFound("Segment");
    return { success: true };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  company: { select: { name: true } },
} as const;

function userResult(u: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: { name: string };
}) {
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ");
  return { id: u.id, label: name || u.email, description: `${u.email} · ${u.company.name}` };
}

function companyResult(c: { id: string; name: string; _count: { users: number } }) {
  return {
    id: c.id,
    label: c.name,
    description: `${c._count.users} member${c._count.users === 1 ? "" : "s"} · ${c.id}`,
  };
}

const companySelect = { id: true, name: true, _count: { select: { users: true } } } as const;

export async function searchCompanies(q: string, limit: number) {
  const rows = await adminDb().company.findMany({
    where: q ? { OR: [{ name: { contains: q, mode: "insensitive" } }, ...(UUID.test(q) ? [{ id: q }] : [])] } : {},
    select: companySelect,
    orderBy: { name: "asc" },
    take: limit,
  });
  return rows.map(companyResult);
}

export async function searchUsers(q: string, limit: number) {
  const contains = { contains: q, mode: "insensitive" as const };
  const rows = await adminDb().user.findMany({
    where: q
      ? {
          OR: [
            { email: contains },
            { firstName: contains },
            { lastName: contains },
            ...(UUID.test(q) ? [{ id: q }] : []),
          ],
        }
      : {},
    select: userSelect,
    orderBy: { email: "asc" },
    take: limit,
  });
  return rows.map(userResult);
}

export async function resolveCompanies(ids: string[]) {
  const rows = await adminDb().company.findMany({
    where: { id: { in: ids.filter((id) => UUID.test(id)) } },
    select: companySelect,
  });
  const byId = new Map(rows.map((r) => [r.id, companyResult(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Segments and overrides name users by id or e-mail: both resolve. */
export async function resolveUsers(ids: string[]) {
  const emails = ids.filter((id) => id.includes("@")).map((e) => e.toLowerCase());
  const rows = await adminDb().user.findMany({
    where: { OR: [{ id: { in: ids.filter((id) => UUID.test(id)) } }, { email: { in: emails } }] },
    select: userSelect,
  });
  const byKey = new Map(
    rows.flatMap((r) => [[r.id, userResult(r)] as const, [r.email.toLowerCase(), userResult(r)] as const]),
  );
  return ids.flatMap((id) => byKey.get(id.includes("@") ? id.toLowerCase() : id) ?? []);
}
