/**
 * Starts the fake social networks (tests/fakes/social) and prints the environment that points the
 * app at them. Usage: `npm run fakes` (FAKES_PORT=4100 by default: networks on 4101-4109), then
 * start the app with the printed variables. Ctrl-C stops them.
 */
import { startSocialFakes } from "../tests/fakes/social/index";

const base = Number(process.env.FAKES_PORT ?? 4100);
const fakes = await startSocialFakes(base);

console.log("# Fake social networks are running. Start the app with:");
for (const [name, value] of Object.entries(fakes.env)) console.log(`${name}=${value}`);
console.log(
  `# Bluesky: identifier ${fakes.logins.bluesky.identifier}, app password ${fakes.logins.bluesky.appPassword}`,
);
console.log(`# Mastodon: instance ${fakes.logins.mastodon.instanceUrl}`);
console.log(
  '# X, LinkedIn, Facebook, Instagram, Threads, Pinterest, YouTube and TikTok: connect, then press "Authorize app" on the fake consent page.',
);
console.log(
  `# YouTube posts need a video: link one the fake serves, e.g. ${fakes.youtube.hostVideo(Buffer.alloc(300_000, 1))}`,
);

const stop = async () => {
  await fakes.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
