import pg from 'pg';
import { connectTimeoutMs } from './client.js';

export interface ChannelHandlers {
  /** A notification's payload, in the order PostgreSQL sent them. */
  notify(payload: string): void;
  /** The connection LISTENs (at start and after each reconnection): notifications from now on arrive. */
  up?(): void;
  /** The connection is lost: notifications sent until `up` is called again are missed. */
  down?(): void;
  error(error: unknown): void;
}

/** Waits before reconnection attempt n (0-based): 0.5 s, 1 s, 2 s, then every 4 s while PostgreSQL stays away. */
export const reconnectDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 4_000);

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel; when it is lost (PostgreSQL crashed, restarted,
 * failed over), it reconnects with backoff (`reconnectDelayMs`) and LISTENs again, so notifications resume within
 * seconds of PostgreSQL's return. A pooled connection cannot LISTEN: the pool hands it to other work.
 */
export class ChannelListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  static async start(url: string, channel: string, handlers: ChannelHandlers): Promise<ChannelListener> {
    const listener = new ChannelListener(url, channel, handlers);
    await listener.listen();
    return listener;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: connectTimeoutMs(),
      keepAlive: true,
    });
    client.on('notification', (note) => {
      if (note.channel !== this.channel) return;
      try {
        this.handlers.notify(note.payload ?? '');
      } catch (error) {
        this.handlers.error(error);
      }
    });
    client.on('error', (error) => {
      this.handlers.error(error);
      this.reconnectLater(client);
    });
    client.on('end', () => this.reconnectLater(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) return void (await client.end().catch(() => {}));
    this.client = client;
    this.attempt = 0;
    this.handlers.up?.();
  }

  private reconnectLater(failed: pg.Client) {
    if (this.closed || this.client !== failed || this.retry) return;
    this.client = null;
    this.handlers.down?.();
    this.retryLater();
  }

  private retryLater() {
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        // The first failed attempts are logged; while PostgreSQL stays away the log is not filled with the same one.
        if (this.attempt < 3) this.handlers.error(error);
        if (!this.closed) this.retryLater();
      });
    }, reconnectDelayMs(this.attempt++));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.handlers.down?.();
    await client?.end().catch(() => {});
  }
}
