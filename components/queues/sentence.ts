/** An API detail ("must not be empty") as a sentence under its field ("Must not be empty"). */
export function sentence(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, m]) => [key, m.charAt(0).toUpperCase() + m.slice(1)]));
}
