import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allContracts } from "@/lib/api/registry";

/**
 * proxy.ts runs before every /api request and loads the contract registry. These checks keep
 * that path light (no Prisma, no database drivers, no services) and the registry consistent.
 */
const ROOT = path.resolve(".");
const ALLOWED_PACKAGES = new Set(["zod", "next/server"]);
const FORBIDDEN_DIRS = ["lib/db/", "lib/generated/"];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Runtime imports only: `import type` / `export type` vanish at compile time. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const specs: string[] = [];
  const fromClause = /^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+["']([^"']+)["']/gm;
  const bare = /^\s*import\s+["']([^"']+)["']/gm;
  const dynamic = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
  for (const re of [fromClause, bare, dynamic]) for (const m of source.matchAll(re)) specs.push(m[1]);
  return specs;
}

/** Every problem on the runtime import graph from `entry`, each with the chain that leads to it. */
function heavyImports(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(ROOT, file)];
    for (const spec of runtimeImports(file)) {
      const isLocal = spec.startsWith(".") || spec.startsWith("@/");
      if (!isLocal) {
        if (!ALLOWED_PACKAGES.has(spec)) problems.push(`${here.join(" → ")} imports package "${spec}"`);
        continue;
      }
      const target = resolveLocal(file, spec);
      if (!target) continue;
      const rel = path.relative(ROOT, target);
      if (FORBIDDEN_DIRS.some((d) => rel.startsWith(d))) problems.push(`${here.join(" → ")} imports ${rel}`);
      else visit(target, here);
    }
  };
  visit(entry, []);
  return problems;
}

describe("contract registry", () => {
  it("proxy.ts and the registry load nothing but zod and lib code (no Prisma, drivers or services)", () => {
    expect(heavyImports(path.join(ROOT, "proxy.ts"))).toEqual([]);
  });

  it("the import walker does see a heavy import (so the check above can fail)", () => {
    expect(heavyImports(path.join(ROOT, "lib/api/handle.ts")).join("\n")).toMatch(/lib\/db\//);
  });

  it("has one contract per method and path", () => {
    const keys = allContracts.map((c) => `${c.method} ${c.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
