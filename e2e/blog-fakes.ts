/** The fake WordPress of the blog journey (tests/fakes/wordpress), at a fixed port next to the app's (base + 1600), so playwright.config.ts can let the outbound guard through to it. */
export const wordpressFakePort = (appPort: number) => appPort + 1600;
export const wordpressFakeHost = (appPort: number) => `127.0.0.1:${wordpressFakePort(appPort)}`;
