/**
 * The author's handle as shown ("@ann"), or null when the network gave none. Some networks name
 * comment authors only (Facebook, a YouTube channel without a handle): their items carry the display
 * name, or nothing, where a handle would be: "@" before a name is no handle, and a name that is
 * already the handle ("@latteart" on YouTube) needs it no second time. Browser-safe.
 */
export function shownHandle(author: { authorName: string; authorHandle: string }): string | null {
  const bare = (text: string) => text.trim().replace(/^@/, "").toLowerCase();
  const handle = author.authorHandle.trim().replace(/^@/, "");
  if (!handle || bare(handle) === bare(author.authorName)) return null;
  return `@${handle}`;
}
