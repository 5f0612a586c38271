/** The fake website of browser journeys (tests/fakes/website.ts), at a fixed port next to the app's (base + 1300). */
export const websiteFakePort = (appPort: number) => appPort + 1300;
export const websiteFakeHost = (appPort: number) => `127.0.0.1:${websiteFakePort(appPort)}`;
