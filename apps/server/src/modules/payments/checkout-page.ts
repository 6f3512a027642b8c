import { textOfCents } from '@pcbunion/core';
import type { Language } from '../../http/language.js';
import { pageWords } from './messages.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's own Content-Security-Policy: the portal allows no inline script, so this page's one script runs by
 * its nonce (new on every answer), and nothing else may run, load or frame it.
 */
export function checkoutPolicy(nonce: string): string {
  return (
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; ` +
    `form-action 'self'; base-uri 'none'; frame-ancestors 'none'`
  );
}

/** The sandbox gateway's hosted checkout page: the order, and a Pay button that posts to …/pay. */
export function checkoutPage(
  language: Language,
  r: { rechargeNo: string; amount: bigint; currency: string; status: string },
  nonce: string,
): string {
  const w = (key: keyof typeof pageWords) => escape(pageWords[key][language]);
  const payUrl = `/api/payments/sandbox/${encodeURIComponent(r.rechargeNo)}/pay`;
  const amountRow = `<dt>${w('amount')}</dt><dd id="amount">${escape(r.currency)} ${textOfCents(r.amount)}</dd>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${w('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:rgba(0,0,0,.88)}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:rgba(0,0,0,.45)}button{font-size:16px;padding:8px 32px;cursor:pointer}
.note{color:rgba(0,0,0,.45);font-size:13px}#result{margin-top:16px}</style></head>
<body><h1>${w('title')}</h1><p class="note">${w('note')}</p>
<dl><dt>${w('order')}</dt><dd id="recharge-no">${escape(r.rechargeNo)}</dd>${amountRow}
<dt>${w('status')}</dt><dd id="status">${escape(r.status)}</dd></dl>
<button id="pay" ${r.status === 'pending' ? '' : 'disabled'}>${w('pay')}</button>
<p id="result" role="status"></p><p><a href="/account-balance">${w('back')}</a></p>
<script nonce="${nonce}">
document.getElementById('pay').addEventListener('click', async (e) => {
  e.target.disabled = true;
  const res = await fetch(${JSON.stringify(payUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = await res.json();
  document.getElementById('result').textContent = res.ok ? ${JSON.stringify(pageWords.paid[language])} : body.msg;
  if (res.ok) document.getElementById('status').textContent = 'paid'; else e.target.disabled = false;
});
</script></body></html>`;
}
