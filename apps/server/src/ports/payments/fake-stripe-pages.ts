// The fake's two browser pages: the Checkout page with its Pay button and the customer portal.
import type { ServerResponse } from 'node:http';
import type { FakeSession, FakeSubscription } from './fake-stripe-subscriptions.ts';

const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An HTML page of the fake. */
export function page(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title></head>` +
      `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">${body}</body></html>`,
  );
}

/** The Checkout page: what is bought, the total, a Pay button that posts back, and Cancel. */
export function checkoutPageBody(session: FakeSession): string {
  const amount = Number(session.form.get('line_items[0][price_data][unit_amount]'));
  const quantity = Number(session.form.get('line_items[0][quantity]'));
  const total = ((amount * quantity) / 100).toFixed(2);
  const cancel = session.form.get('cancel_url') ?? '/';
  return (
    `<h1>Checkout</h1><p>${html(session.form.get('line_items[0][price_data][product_data][name]') ?? '')}</p>` +
    `<p>${html(session.form.get('line_items[0][price_data][product_data][description]') ?? '')}</p>` +
    `<p>Total <strong>$${total}</strong> ${html((session.form.get('line_items[0][price_data][currency]') ?? 'aud').toUpperCase())}</p>` +
    `<form method="post" action="/pay/${html(session.id)}"><button type="submit">Pay</button></form>` +
    `<p><a href="${html(cancel)}">Cancel</a></p>`
  );
}

/** The customer portal: the customer's subscriptions and the link back to the product. */
export function portalPageBody(
  portal: { customer: string; returnUrl: string },
  subs: readonly FakeSubscription[],
): string {
  return (
    `<h1>Billing portal</h1><p>Customer ${html(portal.customer)}</p>` +
    subs
      .map((s) => `<p>Subscription ${html(s.id)}: ${s.quantity} × $${(s.unitAmount / 100).toFixed(2)}</p>`)
      .join('') +
    `<p><a href="${html(portal.returnUrl)}">Return to the product</a></p>`
  );
}
