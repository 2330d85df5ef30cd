// The page a sandbox checkout or portal link shows where the sandbox is not open to the visitor (a public address).
import { page } from './html';

export function renderSandboxClosedPage(): string {
  return page(
    'Payment sandbox not available',
    `<main><section aria-labelledby="closed-title">
<h1 id="closed-title">The payment sandbox is not open here</h1>
<p>This server has no payment provider configured, so its test checkout opens only in a browser on the server's own machine while it listens on loopback, or for an administrator.</p>
<p class="muted">Operators: set <code>STRIPE_SECRET_KEY</code> and <code>STRIPE_WEBHOOK_SECRET</code> to take real payments.</p>
</section></main>`,
  );
}
