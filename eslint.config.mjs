import tseslint from "typescript-eslint";

// The raw Prisma client bypasses tenant scoping; only lib/db/ may reach it (everyone else imports
// `forCompany`, `tenantSql` and `Prisma` from "@/lib/db"). Regexes so relative paths are caught too.
const rawDatabaseImports = {
  patterns: [
    {
      regex: "(^|/)generated/prisma(/|$)",
      message: 'Import Prisma types and values from "@/lib/db"; only lib/db/ may use the generated client.',
    },
    {
      regex: "(^|/)lib/db/client$|^\\.\\.?/(\\.\\./)*db/client$",
      message: 'Use forCompany() or adminDb() from "@/lib/db"; only lib/db/ may use the raw client.',
    },
  ],
};

// The unscoped client reaches every company's rows. It belongs to the places that work across
// companies by nature; everyone else works through a TenantCtx (ctx.db) or calls a service there.
const ADMIN_DB_MESSAGE =
  'adminDb() reaches every company\'s rows: use ctx.db (TenantCtx from "@/lib/db") or call a service of lib/auth, lib/admin or inngest/. ' +
  "adminDb may be imported only in lib/db, lib/auth, lib/admin, inngest/, scripts/, prisma/seed.ts, tests/, e2e/, bench/ and files named *-admin.ts.";
const ADMIN_DB_PLACES = [
  "lib/auth/**",
  "lib/admin/**",
  "inngest/**",
  "scripts/**",
  "prisma/seed.ts",
  "tests/**",
  "e2e/**",
  "bench/**",
  "**/*-admin.ts",
];
const rawOrAdminDatabaseImports = {
  patterns: [
    ...rawDatabaseImports.patterns,
    { regex: "(^|/)lib/db/admin$|^\\.\\.?/(\\.\\./)*db/admin$", message: ADMIN_DB_MESSAGE },
    { regex: "^(@/lib/db|(\\.\\./)+(lib/)?db)$", importNames: ["adminDb"], message: ADMIN_DB_MESSAGE },
  ],
};

// Layers: inngest/ runs lib/'s services, so lib/ never imports inngest/ (events and the outbox's
// enqueue live in lib/jobs/). The "inngest" package itself is fine.
const inngestFromLib = [
  {
    regex: "^@/inngest(/|$)|^(\\.\\./)+inngest(/|$)",
    message: "lib/ never imports inngest/: events and enqueue are in lib/jobs/.",
  },
];
const LIB_ADMIN_DB_PLACES = ["lib/auth/**", "lib/admin/**", "lib/**/*-admin.ts"];

export default tseslint.config(
  {
    ignores: [
      "lib/generated/**",
      ".next*/**",
      "node_modules/**",
      ".data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      eqeqeq: ["error", "smart"],
      "no-var": "error",
      "prefer-const": "error",
      "no-debugger": "error",
      "no-restricted-imports": ["error", rawOrAdminDatabaseImports],
    },
  },
  { files: ADMIN_DB_PLACES, rules: { "no-restricted-imports": ["error", rawDatabaseImports] } },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...rawOrAdminDatabaseImports.patterns, ...inngestFromLib] }],
    },
  },
  {
    files: LIB_ADMIN_DB_PLACES,
    rules: { "no-restricted-imports": ["error", { patterns: [...rawDatabaseImports.patterns, ...inngestFromLib] }] },
  },
  { files: ["lib/db/**"], rules: { "no-restricted-imports": ["error", { patterns: inngestFromLib }] } },
  // Test helpers return loosely typed JSON bodies on purpose: tests assert their shape.
  { files: ["tests/**", "e2e/**", "**/*.test.ts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
);
