import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { socialFakesBasePort, socialFakesEnv } from "./e2e/social-fakes";
import { aiFakeEnv } from "./e2e/ai-fake";
import { websiteFakeHost } from "./e2e/website-fake";
import { chatFakesAllowedHost, chatFakesEnv } from "./e2e/chat-fakes";
import { lemonSqueezyFakeEnv } from "./e2e/lemonsqueezy-fake";
import { wordpressFakeHost } from "./e2e/blog-fakes";

/**
 * End-to-end tests against the production build in `.next-test` (`npm test -- e2e` builds it there,
 * apart from the `.next` that `npm run dev` uses), served by `npm start` the way a newcomer runs it:
 * no DATABASE_URL, so a fresh embedded PGlite in its own DATA_DIR. Browser journeys live in e2e/ui,
 * HTTP journeys in e2e/api; screenshots go to e2e/screenshots/ (ignored by git).
 */
// Each worker has a server of its own (its own embedded database, fake networks and ports), so two
// journeys run side by side: most of their time is spent waiting for a scheduled minute or the UI.
// E2E_PORT is the first server's port; worker n's is 15 higher per n, clear of the fakes' offsets.
const firstPort = Number((process.env.E2E_FIRST_PORT ??= process.env.E2E_PORT ?? "3200"));
const firstDataDir = (process.env.E2E_FIRST_DATA_DIR ??=
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `reach-e2e-${firstPort}`));
const firstPglitePort = Number(
  (process.env.E2E_FIRST_PGLITE_PORT ??= process.env.E2E_PGLITE_PORT ?? String(firstPort + 52_000)),
);
const workers = Number(process.env.E2E_WORKERS ?? 2);
// scripts/test.mjs builds into the same folder.
const distDir = process.env.NEXT_DIST_DIR || ".next-test";

function serverOf(index: number) {
  const port = firstPort + 15 * index;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    // Tests read what the server wrote there (mail). The server command empties it first, so every
    // run starts on a fresh embedded database.
    dataDir: `${firstDataDir}-${index}`,
    pglitePort: firstPglitePort + 15 * index,
  };
}

// In a worker, the specs read their own server's port, folder and database port from these.
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
if (process.env.TEST_PARALLEL_INDEX !== undefined) {
  process.env.E2E_PORT = String(own.port);
  process.env.E2E_DATA_DIR = own.dataDir;
  process.env.E2E_PGLITE_PORT = String(own.pglitePort);
}

function webServer(index: number) {
  const { port, baseURL, dataDir, pglitePort } = serverOf(index);
  return {
    command: `rm -rf '${dataDir}' && npm start`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A loaded machine takes minutes to start the production server and its embedded database.
    timeout: 300_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      PGLITE_PORT: String(pglitePort),
      // Empty selects the embedded database even when the caller's shell has DATABASE_URL set.
      DATABASE_URL: "",
      AUTH_DEV_LOGIN: "1",
      NEXTAUTH_URL: baseURL,
      APP_URL: baseURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      // Where the fake social networks listen once a spec starts them (e2e/social-fakes.ts).
      ...socialFakesEnv(socialFakesBasePort(port)),
      // Where the fake AI provider listens once a spec starts it (e2e/ai-fake.ts).
      ...aiFakeEnv(port),
      // Where the fake Lemon Squeezy API listens once the billing journey starts it (e2e/lemonsqueezy-fake.ts).
      ...lemonSqueezyFakeEnv(port),
      // Where the fake Slack, Teams and Discord listen once a spec starts them (e2e/chat-fakes.ts).
      ...chatFakesEnv(port),
      // The guard lets the fake social networks, the fake website of the AI journeys, the fake Discord and the blog journey's fake WordPress through.
      OUTBOUND_ALLOW_HOSTS: [
        socialFakesEnv(socialFakesBasePort(port)).OUTBOUND_ALLOW_HOSTS,
        websiteFakeHost(port),
        chatFakesAllowedHost(port),
        wordpressFakeHost(port),
      ].join(","),
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  testMatch: ["ui/**/*.spec.ts", "api/**/*.spec.ts"],
  outputDir: "test-results",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  use: {
    ...devices["Desktop Chrome"],
    baseURL: own.baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // `npx playwright install` cannot download browsers here: Debian's chromium (apt-get install -y chromium).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => webServer(index)),
});
