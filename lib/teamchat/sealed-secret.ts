import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";

/** A connection's token or webhook URL as stored: sealed, bound to the connection and the field. */
type Field = "secret" | "refresh";
const context = (connectionId: string, field: Field) => `chat-connection:${connectionId}:${field}`;

export const sealChatSecret = (connectionId: string, field: Field, value: string) =>
  encryptSecret(value, context(connectionId, field));

export const openChatSecret = (connectionId: string, field: Field, sealed: string) =>
  decryptSecret(sealed, context(connectionId, field));
