const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The word for `count` things: "post" for 1, "posts" (or `many`) otherwise, 0 included. */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** "1 post", "2 posts", "1,204 posts", "0 people" (`plural(n, "person", "people")`). */
export function plural(count: number, one: string, many?: string): string {
  return `${whole.format(count)} ${pluralWord(count, one, many)}`;
}
