import { startQuoteReads } from '../../features/pricing/early-reads';
import { loadCatalogues } from '../../locales/i18n';
import { INSTANT_QUOTE_NAMESPACES } from '../../pages/instant-quote/namespaces';

const INSTANT_QUOTE = /^\/instant-quote(\/index)?\/?$/;

/**
 * What the public instant quote waits for, started with the app rather than one after another as it renders (the
 * standalone page's code and catalogues, then the page's code, then the factories, then the book): all at once.
 * Called after the core catalogues are asked for, so the first render still waits for those only.
 */
export function startEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!INSTANT_QUOTE.test(location.pathname)) return;
  // A saved quote names its own factory: its book is read once the quote is in.
  startQuoteReads(!new URLSearchParams(location.search).has('quote'));
  void loadCatalogues(INSTANT_QUOTE_NAMESPACES);
  void import('../layout/StandalonePage');
  void import('../../pages/instant-quote');
}
