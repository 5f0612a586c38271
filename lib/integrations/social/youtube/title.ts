import { YOUTUBE_TITLE_LENGTH } from "./limits";

/**
 * The video's title: the text's first line, within YouTube's 100 characters. Pure: the provider
 * titles the upload with it and the composer's preview shows it.
 */
export function videoTitle(text: string): string {
  const line = text.split("\n").find((l) => l.trim()) ?? text;
  const chars = Array.from(line.trim());
  return chars.length <= YOUTUBE_TITLE_LENGTH
    ? chars.join("")
    : `${chars.slice(0, YOUTUBE_TITLE_LENGTH - 1).join("")}…`;
}
