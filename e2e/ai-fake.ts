/**
 * The fake AI provider for browser journeys, at a fixed port next to the app's (base + 1200), so
 * playwright.config.ts can point the server at it before a spec starts it (tests/fakes/ai).
 */
export const aiFakePort = (appPort: number) => appPort + 1200;

export function aiFakeEnv(appPort: number): Record<string, string> {
  return { OPENAI_API_URL: `http://127.0.0.1:${aiFakePort(appPort)}/v1`, OPENAI_API_KEY: "sk-e2e-platform" };
}
