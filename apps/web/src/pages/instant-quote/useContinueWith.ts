import { useEffect, useEffectEvent, useState } from 'react';

interface Options {
  /** The factory the quote prices with now. */
  merchant: string | undefined;
  /** The quote in the address (`?quote=`): once there, another factory's default board no longer replaces the form. */
  quoteId: string | null;
  /** Whether the form has answered for the factory it shows (a price, or what is missing). */
  answered: boolean;
  /** Whether that answer is a price. */
  prices: boolean;
  /** Keeps the quote server-side (and names it in the address). */
  ensureQuote: () => Promise<unknown>;
  /** Puts the factory into the quote, the board's values and upload kept. */
  switchTo: (merchant: string) => void;
  /** The page's own "ask for an inquiry" (a visitor is asked to sign in first). */
  proceed: () => void;
  onError: (error: unknown) => void;
}

type Pending = { merchant: string; step: 'saving' | 'pricing' };

/**
 * "Continue with this factory" from the comparison: the quote is kept first (so the board stays the visitor's, not
 * the new factory's default), then the factory is switched in, and once the form has priced the board there the
 * page continues to the inquiry exactly as its own button does.
 */
export function useContinueWith(options: Options) {
  const { merchant, quoteId, answered, prices } = options;
  const [pending, setPending] = useState<Pending | null>(null);
  /** Counts the continuations due: each one runs the page's action once, after the render that decided it. */
  const [due, setDue] = useState(0);
  const proceed = useEffectEvent(() => options.proceed());

  if (pending?.step === 'saving' && quoteId) {
    options.switchTo(pending.merchant);
    setPending({ merchant: pending.merchant, step: 'pricing' });
  } else if (pending?.step === 'pricing' && merchant === pending.merchant && answered) {
    setPending(null);
    if (prices) setDue((n) => n + 1);
  }
  useEffect(() => {
    if (due > 0) proceed();
  }, [due]);

  const choose = (uid: string) => {
    if (pending) return;
    if (uid === merchant) {
      options.proceed();
      return;
    }
    setPending({ merchant: uid, step: 'saving' });
    if (!quoteId)
      options.ensureQuote().catch((error: unknown) => {
        setPending(null);
        options.onError(error);
      });
  };
  return { choose, choosing: pending?.merchant ?? null };
}
