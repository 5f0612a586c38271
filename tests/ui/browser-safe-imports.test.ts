import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Client components ship to the browser with everything they import. A value import of the database
 * layer (or Node-only packages) from a contract file breaks the page build with an obscure bundler
 * error, so walk the imports of every "use client" module and name the chain that reaches one.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SERVER_ONLY = [
  /^@\/lib\/db(\/|$)/,
  /^node:/,
  /^(pg|ioredis|pino|nodemailer|@prisma\/.*|next\/headers|server-only)$/,
  /^@\/lib\/env$/,
];

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Specifiers of imports and re-exports that bring values (type-only ones are erased at build). */
function valueImports(source: string): string[] {
  const specs: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
  for (const m of source.matchAll(pattern)) if (!m[2]) specs.push(m[4]);
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) specs.push(m[1]);
  return specs;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function serverOnlyChains(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of valueImports(fs.readFileSync(file, "utf8"))) {
      const here = [...chain, path.relative(root, file)];
      if (SERVER_ONLY.some((p) => p.test(spec))) {
        problems.push(`${here.join(" → ")} → ${spec}`);
        continue;
      }
      const next = resolveLocal(file, spec);
      if (next) walk(next, here);
    }
  };
  walk(entry, []);
  return problems;
}

const clientModules = listFiles(path.join(root, "components")).filter((f) =>
  /^\s*["']use client["']/.test(fs.readFileSync(f, "utf8")),
);

describe("browser bundles", () => {
  it("finds the client components to check", () => {
    expect(clientModules.length).toBeGreaterThan(10);
  });

  it("no client component reaches the database layer or Node-only modules", () => {
    const problems = [...new Set(clientModules.flatMap(serverOnlyChains))];
    expect(problems).toEqual([]);
  });
});
