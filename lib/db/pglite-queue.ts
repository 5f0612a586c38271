import type { PGlite } from "@electric-sql/pglite";

/**
 * Multiplexes several client connections onto PGlite's single session, correctly.
 *
 * pglite-socket's own queue interleaves connections message by message. Under the extended query
 * protocol one statement is several messages (Parse, Bind, Describe, Execute, Sync), so another
 * connection's Parse can replace the unnamed statement in between: wrong rows, `portal "" does not
 * exist`. This queue hands the session to one connection from its first message until its Sync (or
 * simple Query), and keeps it there while that connection's transaction is open.
 */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/** The startup message has no type byte: it starts with its length, whose high byte is 0. */
function endsExchange(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE || type === 0;
}

export class ConnectionPinningQueue {
  private queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection that owns the session: mid-exchange or inside a transaction. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  private next(): QueuedMessage | undefined {
    const index =
      this.owner === null ? (this.queue.length ? 0 : -1) : this.queue.findIndex((m) => m.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (err) {
          this.owner = null;
          current.reject(err);
          continue;
        }
        this.owner = endsExchange(current.message) && !this.db.isInTransaction() ? null : current.handlerId;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((m) => {
      if (m.handlerId !== handlerId) return true;
      m.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  /** A connection that vanished mid-transaction must not leave the session locked or half-written. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    void this.process();
  }
}
