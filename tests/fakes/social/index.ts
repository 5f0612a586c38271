import { BLUESKY_FAKE_APP_PASSWORD, BLUESKY_FAKE_USER, startFakeBluesky } from "./bluesky/server";
import { startFakeLinkedIn } from "./linkedin/server";
import { startFakeMastodon } from "./mastodon/server";
import { startFakeMeta } from "./meta/server";
import { startFakePinterest } from "./pinterest/server";
import { startFakeThreads } from "./threads/server";
import { startFakeTikTok } from "./tiktok/server";
import { startFakeX } from "./x/server";
import { startFakeYoutube } from "./youtube/server";

/**
 * All social fakes at once, for `npm run fakes` and end-to-end tests. `basePort` 0 picks free
 * ports; otherwise X, Bluesky, Mastodon and LinkedIn listen on basePort+1..+4, the Meta Graph API
 * (Facebook and Instagram) on +5, Threads on +6, Pinterest on +7, YouTube on +8 and TikTok on +9.
 */
export async function startSocialFakes(basePort = 0) {
  const port = (offset: number) => (basePort ? basePort + offset : 0);
  const [x, bluesky, mastodon, linkedin, meta, threads, pinterest, youtube, tiktok] = await Promise.all([
    startFakeX({ port: port(1) }),
    startFakeBluesky({ port: port(2) }),
    startFakeMastodon({ port: port(3) }),
    startFakeLinkedIn({ port: port(4) }),
    startFakeMeta({ port: port(5) }),
    startFakeThreads({ port: port(6) }),
    startFakePinterest({ port: port(7) }),
    startFakeYoutube({ port: port(8) }),
    startFakeTikTok({ port: port(9) }),
  ]);
  const env: Record<string, string> = {
    ...x.env(),
    ...bluesky.env(),
    ...mastodon.env(),
    ...linkedin.env(),
    ...meta.env(),
    ...threads.env(),
    ...pinterest.env(),
    ...youtube.env(),
    // Mastodon's instance and the file host of the videos YouTube posts link to are fetched through the outbound guard.
    OUTBOUND_ALLOW_HOSTS: [mastodon.env().OUTBOUND_ALLOW_HOSTS, new URL(youtube.url).host].join(","),
    ...tiktok.env(),
  };
  return {
    x,
    bluesky,
    mastodon,
    linkedin,
    meta,
    threads,
    pinterest,
    youtube,
    tiktok,
    env,
    /** What a person types into the connect forms. */
    logins: {
      bluesky: { identifier: BLUESKY_FAKE_USER.handle, appPassword: BLUESKY_FAKE_APP_PASSWORD },
      mastodon: { instanceUrl: mastodon.url },
    },
    close: () =>
      Promise.all([
        x.close(),
        bluesky.close(),
        mastodon.close(),
        linkedin.close(),
        meta.close(),
        threads.close(),
        pinterest.close(),
        youtube.close(),
        tiktok.close(),
      ]),
  };
}

export type SocialFakes = Awaited<ReturnType<typeof startSocialFakes>>;
