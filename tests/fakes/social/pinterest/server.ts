import { bearer, FakeServer, type FakeRequest, type Reply } from "../shared/fake-server";
import { addOAuth, TokenStore } from "../shared/oauth";

/**
 * A fake Pinterest (API v5): OAuth with the client by HTTP Basic at /v5/oauth/token, 30-day access
 * tokens and a refresh token; user_account, boards, Pins created from base64 images on a board,
 * Pin analytics, deletion and a board's Pins. Errors in Pinterest's `{code, message}` shape; every
 * bad token is 401 code 2.
 */
export const PINTEREST_FAKE_CLIENT = { id: "fake-pinterest-client", secret: "fake-pinterest-secret" };
export const PINTEREST_FAKE_USER = {
  username: "reachcafe",
  business_name: "Reach Cafe",
  account_type: "BUSINESS",
  profile_image: "https://i.pinimg.fake/reachcafe.jpg",
  website_url: "https://reach.example",
  board_count: 2,
  follower_count: 420,
  following_count: 37,
  monthly_views: 12000,
};
export const PINTEREST_FAKE_BOARDS = [
  { id: "549755885175", name: "Recipes" },
  { id: "549755885176", name: "Our cafe" },
];

const V = "/v5";
const pinError = (status: number, code: number, message: string): Reply => ({ status, json: { code, message } });

export interface FakePin {
  id: string;
  boardId: string;
  description: string;
  link: string | null;
  altText: string | null;
  image: Buffer;
  contentType: string;
  createdAt: Date;
}

export async function startFakePinterest(options: { port?: number } = {}) {
  const tokens = new TokenStore({
    accessTtlSeconds: 30 * 86400,
    issueRefreshToken: true,
    rotateRefreshToken: false,
    prefix: "pina",
  });
  const pins = new Map<string, FakePin>();
  let nextPin = 1047000000000000000n;

  const server = new FakeServer("Pinterest", (failure) => {
    if (failure === "duplicate") return pinError(409, 2937, "You already saved this image to this board.");
    if (failure === "rate_limited") return pinError(429, 8, "You have exceeded your rate limit. Try again later.");
    return pinError(500, 1, "Something went wrong on our end. Sorry about that.");
  });

  addOAuth(server, {
    authorizePath: "/oauth/",
    tokenPath: `${V}/oauth/token`,
    clients: (id) => (id === PINTEREST_FAKE_CLIENT.id ? { secret: PINTEREST_FAKE_CLIENT.secret } : undefined),
    clientAuth: "basic",
    pkceRequired: false,
    tokens,
    userId: PINTEREST_FAKE_USER.username,
    scopesSeparator: ",",
    tokenReply: (issued) => ({
      response_type: issued.refreshToken ? "authorization_code" : "refresh_token",
      ...(issued.refreshToken ? { refresh_token_expires_in: 365 * 86400 } : {}),
    }),
  });

  const authed = (handler: (req: FakeRequest) => Reply) => (req: FakeRequest) =>
    "problem" in tokens.check(bearer(req)) ? pinError(401, 2, "Authentication failed.") : handler(req);

  const boardJson = (b: (typeof PINTEREST_FAKE_BOARDS)[number]) => ({
    ...b,
    description: "",
    owner: { username: PINTEREST_FAKE_USER.username },
    privacy: "PUBLIC",
    media: { image_cover_url: null, pin_thumbnail_urls: [] },
  });
  const pinJson = (p: FakePin) => ({
    id: p.id,
    created_at: p.createdAt.toISOString().slice(0, 19),
    link: p.link,
    title: "",
    description: p.description,
    alt_text: p.altText,
    board_id: p.boardId,
    board_owner: { username: PINTEREST_FAKE_USER.username },
    media: { media_type: "image" },
  });

  server
    .on(
      "GET",
      `${V}/user_account`,
      "profile",
      authed(() => ({ status: 200, json: PINTEREST_FAKE_USER })),
    )
    .on(
      "GET",
      `${V}/boards`,
      "boards",
      authed(() => ({ status: 200, json: { items: PINTEREST_FAKE_BOARDS.map(boardJson), bookmark: null } })),
    )
    .on(
      "GET",
      `${V}/boards/:id`,
      "board",
      authed((req) => {
        const board = PINTEREST_FAKE_BOARDS.find((b) => b.id === req.params.id);
        return board ? { status: 200, json: boardJson(board) } : pinError(404, 40, "Board not found.");
      }),
    )
    .on(
      "GET",
      `${V}/boards/:id/pins`,
      "recent-posts",
      authed((req) => {
        const items = [...pins.values()]
          .filter((p) => p.boardId === req.params.id)
          .reverse()
          .slice(0, Number(req.query.get("page_size") ?? 25))
          .map(pinJson);
        return { status: 200, json: { items, bookmark: null } };
      }),
    )
    .on(
      "POST",
      `${V}/pins`,
      "publish",
      authed((req) => {
        const body = req.json<Record<string, any>>() ?? {};
        if (!PINTEREST_FAKE_BOARDS.some((b) => b.id === body.board_id)) return pinError(404, 40, "Board not found.");
        const source = body.media_source ?? {};
        if (source.source_type !== "image_base64" || !["image/jpeg", "image/png"].includes(source.content_type))
          return pinError(400, 1, "Invalid request: media_source is invalid.");
        if (typeof body.description === "string" && body.description.length > 800)
          return pinError(400, 1, "Invalid request: description is too long.");
        const pin: FakePin = {
          id: String(nextPin++),
          boardId: body.board_id,
          description: body.description ?? "",
          link: body.link ?? null,
          altText: body.alt_text ?? null,
          image: Buffer.from(source.data ?? "", "base64"),
          contentType: source.content_type,
          createdAt: new Date(),
        };
        pins.set(pin.id, pin);
        return { status: 201, json: pinJson(pin) };
      }),
    )
    .on(
      "DELETE",
      `${V}/pins/:id`,
      "delete",
      authed((req) => (pins.delete(req.params.id) ? { status: 204, text: "" } : pinError(404, 50, "Pin not found."))),
    )
    .on(
      "GET",
      `${V}/pins/:id/analytics`,
      "post-metrics",
      authed((req) => {
        if (!pins.has(req.params.id)) return pinError(404, 50, "Pin not found.");
        if (!req.query.get("start_date") || !req.query.get("end_date") || !req.query.get("metric_types"))
          return pinError(400, 1, "Invalid request: start_date, end_date and metric_types are required.");
        const counts: Record<string, number> = {
          IMPRESSION: 310,
          SAVE: 14,
          PIN_CLICK: 22,
          OUTBOUND_CLICK: 9,
          TOTAL_COMMENTS: 2,
          TOTAL_REACTIONS: 17,
        };
        const wanted = req.query.get("metric_types")!.split(",");
        const metrics = Object.fromEntries(wanted.filter((m) => m in counts).map((m) => [m, counts[m]]));
        return {
          status: 200,
          json: {
            all: {
              daily_metrics: [{ data_status: "READY", date: req.query.get("end_date"), metrics }],
              summary_metrics: metrics,
            },
          },
        };
      }),
    );

  await server.start(options.port);
  return {
    server,
    tokens,
    pins,
    url: server.url,
    env: () => ({
      PINTEREST_API_URL: `${server.url}${V}`,
      PINTEREST_AUTH_URL: `${server.url}/oauth/`,
      PINTEREST_TOKEN_URL: `${server.url}${V}/oauth/token`,
      PINTEREST_CLIENT_ID: PINTEREST_FAKE_CLIENT.id,
      PINTEREST_CLIENT_SECRET: PINTEREST_FAKE_CLIENT.secret,
    }),
    close: () => server.close(),
  };
}

export type FakePinterest = Awaited<ReturnType<typeof startFakePinterest>>;
