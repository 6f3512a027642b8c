/**
 * An outside sign-in provider speaking OAuth 2.0's authorization-code flow (WeChat's website login is one).
 * The server sends the browser to `authorizeUrl`, the provider sends it back to the callback with a `code`,
 * and `exchange` turns the code into the provider's stable id for the person (`subject`) and, when the provider
 * tells it, the name the person goes by there.
 */
export interface OAuthProvider {
  readonly name: string;
  authorizeUrl(input: { redirectUri: string; state: string }): string;
  exchange(code: string): Promise<{ subject: string; displayName?: string }>;
}

export type Fetch = (
  url: string,
  init?: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
