/**
 * Sessions that ended, announced inside one server process so that live channels can react
 * (the notify module tells a replaced session's WebSocket `{ type: 'session-replaced' }` and closes the others).
 * `sessionPlugin` decorates the app with one bus; listeners' failures are logged, never thrown at the caller.
 */
export interface SessionsEnded {
  sessionUids: string[];
  reason: 'replaced' | 'logout' | 'password_changed';
}

type Listener = (event: SessionsEnded) => void | Promise<void>;

export class SessionEvents {
  private readonly listeners = new Set<Listener>();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Subscribes; returns the unsubscribe function. */
  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(event: SessionsEnded): Promise<void> {
    if (event.sessionUids.length === 0) return;
    const results = await Promise.allSettled([...this.listeners].map(async (listener) => listener(event)));
    for (const result of results) if (result.status === 'rejected') this.onError(result.reason);
  }
}
