import { startupSecretValue } from '../../stores/stored-values';

/**
 * Spec 01 §2.4: a secret passed in the query at start-up (`?mac=…`) is stored for the session (sessionStorage `mac`) and
 * sends the user to /login/index; the login call then carries it as `mac`.
 */
export function takeStartupSecret(): void {
  const params = new URLSearchParams(window.location.search);
  const secret = params.get('mac');
  if (!secret) return;
  startupSecretValue.set(secret);
  window.history.replaceState(null, '', '/login/index');
}

export function startupSecret(): string | undefined {
  return startupSecretValue.get();
}
