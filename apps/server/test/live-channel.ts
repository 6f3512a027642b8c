import WebSocket from 'ws';

/** A /ws client for tests: opens with a session cookie and collects every JSON push it receives. */
export class LiveChannel {
  readonly received: any[] = [];
  private waiters: Array<{ match: (push: any) => boolean; resolve: (push: any) => void }> = [];
  closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const push = JSON.parse(data.toString());
      this.received.push(push);
      this.waiters = this.waiters.filter((w) => (w.match(push) ? (w.resolve(push), false) : true));
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens /ws on the server at `base` with the cookie; rejects with the HTTP status when the upgrade is refused. */
  static open(base: string, cookie: string | undefined, path = '/ws'): Promise<LiveChannel> {
    const socket = new WebSocket(base.replace(/^http/, 'ws') + path, { headers: cookie ? { cookie } : {} });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new LiveChannel(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  /** The first push (already received or still to come) that matches, or a rejection after `ms`. */
  next(match: (push: any) => boolean, ms = 5_000): Promise<any> {
    const seen = this.received.find(match);
    if (seen) {
      this.received.splice(this.received.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching push within ${ms} ms; got ${JSON.stringify(this.received)}`)),
        ms,
      );
      this.waiters.push({
        match,
        resolve: (push) => {
          clearTimeout(timer);
          this.received.splice(this.received.indexOf(push), 1);
          resolve(push);
        },
      });
    });
  }

  close() {
    this.socket.close();
  }
}
