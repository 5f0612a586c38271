/**
 * Prettier, for every TypeScript, JavaScript, JSON, CSS and Markdown file (`npm run format`;
 * `npm run format:check` is part of `npm test -- lint`). The options are the code base's own style:
 * double quotes, semicolons, trailing commas, two spaces; 120 columns.
 * @type {import("prettier").Config}
 */
export default {
  printWidth: 120,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  arrowParens: "always",
};
