import { describe, expect, it } from "vitest";
import { classifyAgent } from "./classify-agent";
import { eventLine, isoNow, type EventFacts, type JournalEvent } from "./event-line";

const facts = (over: Partial<EventFacts> = {}): EventFacts => ({
  type: "CLICK",
  target: {
    companyId: "9b2f7a52-6a43-4a53-8d5c-0b1e1f3c2a10",
    pageId: "1c6d3b40-2f4e-4d7a-9a51-7f0e3e2b4c11",
    linkId: "5e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b",
  },
  occurredAt: isoNow(),
  referrer: "https://www.instagram.com/",
  country: "de",
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  visitorHash: "AbC-_09xyz",
  ...over,
});

const parse = (line: string) => {
  expect(line.endsWith("\n")).toBe(true);
  expect(line.indexOf("\n")).toBe(line.length - 1);
  return JSON.parse(line) as JournalEvent;
};

describe("eventLine", () => {
  it("is one line of JSON with every field of the event, in JournalEvent's order", () => {
    const event = parse(eventLine(facts()));
    expect(Object.keys(event)).toEqual([
      "id",
      "type",
      "companyId",
      "pageId",
      "linkId",
      "occurredAt",
      "referrer",
      "referrerHost",
      "country",
      "userAgent",
      "device",
      "browser",
      "os",
      "isBot",
      "visitorHash",
    ]);
    expect(event).toMatchObject({
      type: "CLICK",
      linkId: "5e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b",
      referrerHost: "instagram.com",
      country: "DE",
      device: "mobile",
      browser: "Mobile Safari",
      os: "iOS",
      isBot: false,
      visitorHash: "AbC-_09xyz",
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(parse(eventLine(facts())).id).not.toBe(event.id);
  });

  it("escapes what a request can put in it (quotes, backslashes, newlines, other scripts) and keeps it as sent", () => {
    const userAgent = 'Evil "agent"\\ \n\u2028 \u00e9\u4e2d {"isBot":false}';
    const referrer = 'https://ex.com/"},"isBot":true,"x":"';
    const event = parse(eventLine(facts({ userAgent, referrer })));
    expect(event.userAgent).toBe(userAgent);
    expect(event.referrer).toBe(referrer);
    expect(event.isBot).toBe(classifyAgent(userAgent).isBot);
    expect(event.referrerHost).toBe("ex.com");
  });

  it("writes null for what a request leaves out, a view's link, and a country that is not two letters", () => {
    const event = parse(
      eventLine(
        facts({
          type: "VIEW",
          target: { companyId: "c", pageId: "p" },
          referrer: null,
          userAgent: null,
          country: '"X',
        }),
      ),
    );
    expect(event).toMatchObject({
      type: "VIEW",
      linkId: null,
      referrer: null,
      referrerHost: null,
      userAgent: null,
      country: null,
      device: "unknown",
      isBot: true,
    });
  });

  it("flags a crawler's agent as a bot", () => {
    expect(
      parse(eventLine(facts({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })))
        .isBot,
    ).toBe(true);
  });
});

describe("isoNow", () => {
  it("is the current time as an ISO string", () => {
    const before = Date.now();
    const now = Date.parse(isoNow());
    expect(now).toBeGreaterThanOrEqual(before - 1);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
