import tseslint from "typescript-eslint";

// The raw Prisma client bypasses tenant scoping; only lib/db/ may reach it (everyone else imports
// `forCompany`, `adminDb` and `Prisma` from "@/lib/db"). Regexes so relative paths are caught too.
const rawDatabaseImports = {
  patterns: [
    {
      regex: "(^|/)generated/prisma(/|$)",
      message: "Import Prisma types and values from \"@/lib/db\"; only lib/db/ may use the generated client.",
    },
    {
      regex: "(^|/)lib/db/client$|^\\.\\.?/(\\.\\./)*db/client$",
      message: "Use forCompany() or adminDb() from \"@/lib/db\"; only lib/db/ may use the raw client.",
    },
  ],
};

export default tseslint.config(
  { ignores: ["lib/generated/**", ".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      eqeqeq: ["error", "smart"],
      "no-var": "error",
      "prefer-const": "error",
      "no-debugger": "error",
      "no-restricted-imports": ["error", rawDatabaseImports],
    },
  },
  { files: ["lib/db/**"], rules: { "no-restricted-imports": "off" } },
  // Test helpers return loosely typed JSON bodies on purpose: tests assert their shape.
  { files: ["tests/**", "e2e/**", "**/*.test.ts"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
);
