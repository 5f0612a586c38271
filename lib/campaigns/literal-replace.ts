/** Case-insensitive, literal find-and-replace: `find` is text, never a pattern; `replace` is inserted as is. */
export function literalMatcher(find: string): RegExp {
  return new RegExp(find.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"), "giu");
}

export function countMatches(text: string | null | undefined, matcher: RegExp): number {
  if (!text) return 0;
  return text.match(matcher)?.length ?? 0;
}

export function replaceMatches(text: string, matcher: RegExp, replacement: string): string {
  // A function replacer keeps `$&`, `$1`… in the replacement literal.
  return text.replace(matcher, () => replacement);
}
