import { formatMoney } from '@storefront/domain/money/money';
import type { SandboxTransaction } from './sandbox.repository.ts';

// The sandbox gateway's own pages (docs/payments.md#sandbox-test-data): small server-rendered forms, no script at all (our
// CSP forbids inline script; plain forms and links do everything), with their own CSP below.

export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const style = `
body{font-family:system-ui,sans-serif;margin:0;background:#eef1f5;color:#1b1f24}
header{background:#2d3a4a;color:#fff;padding:12px 16px;font-weight:600}
header small{display:block;font-weight:400;color:#cfd8e3}
main{max-width:28rem;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:16px}
h1{font-size:1.35rem;margin:0 0 8px}
.amount{font-size:1.6rem;font-weight:700;margin:8px 0}
button,.link{display:block;width:100%;box-sizing:border-box;min-height:44px;margin-top:10px;border-radius:8px;border:0;font-size:1rem;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;line-height:44px}
.ok{background:#1e7d32;color:#fff}.ko{background:#b3261e;color:#fff}.neutral{background:#dde3ea;color:#1b1f24}
p.muted{color:#4b5563}`;

export function page(title: string, body: string, options: { refreshSeconds?: number } = {}): string {
  const refresh = options.refreshSeconds
    ? `<meta http-equiv="refresh" content="${options.refreshSeconds}">`
    : '';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `${refresh}<title>${escapeHtml(title)}</title><style>${style}</style></head><body>` +
    '<header>Sandbox gateway<small>Test mode: no real money moves</small></header>' +
    `<main>${body}</main></body></html>`
  );
}

/** One plain form per answer: the answer is in the form's path, so the post has no fields. */
export function decisionForms(
  base: string,
  buttons: [value: string, label: string, kind: 'ok' | 'ko' | 'neutral'][],
) {
  return buttons
    .map(
      ([value, label, kind]) =>
        `<form method="post" action="${escapeHtml(`${base}/${value}`)}">` +
        `<button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`,
    )
    .join('');
}

export function amountLine(txn: SandboxTransaction, merchant: string): string {
  return `<p class="muted">${escapeHtml(merchant)}</p><p class="amount">${escapeHtml(formatMoney(txn.amount, txn.currency))}</p>`;
}

export function finishedCard(txn: SandboxTransaction, merchant: string, backHref: string | null): string {
  return (
    `<section class="card"><h1>Transaction ${escapeHtml(txn.status.toLowerCase().replace('_', ' '))}</h1>` +
    `${amountLine(txn, merchant)}` +
    (backHref ? `<a class="link neutral" href="${escapeHtml(backHref)}">Back to the store</a>` : '') +
    '</section>'
  );
}
