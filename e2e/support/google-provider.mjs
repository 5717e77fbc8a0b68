// A local OpenID Connect provider standing in for Google in tests (issue 15 item 2): the real
// protocol — discovery document, signing keys (RS256 JWKS), authorization code with PKCE
// (S256), nonce, signed ID tokens — from the `oauth2-mock-server` package. In front of its
// authorize endpoint sits a small account chooser ("Elige una cuenta"), so a browser journey
// goes through the provider's page as it would at Google. The e-mail typed (or passed as
// `login_hint`) decides the identity; `accounts` lets a test give one another subject, name or
// an unverified e-mail. Plain JavaScript: both the e2e server (node) and vitest load it.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function chooserPage(url) {
  const hidden = [...url.searchParams]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Proveedor de pruebas · Elige una cuenta</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem">
<h1>Elige una cuenta</h1><p>Proveedor OpenID Connect local (pruebas).</p>
<form method="get" action="${escape(url.pathname)}">${hidden}
<label for="login_hint">Correo de la cuenta</label><br>
<input id="login_hint" name="login_hint" type="email" required style="width:100%;padding:.5rem;margin:.5rem 0">
<button type="submit" style="padding:.5rem 1rem">Continuar</button></form></body></html>`;
}

/**
 * Starts the provider on 127.0.0.1 (port 0: any free one).
 * @returns {Promise<{ issuer: string, accounts: Map<string, { sub?: string, name?: string, emailVerified?: boolean }>, stop: () => Promise<void> }>}
 */
export async function startGoogleProvider(port = 0) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const accounts = new Map();
  const identityOfCode = new Map();

  service.on('beforeAuthorizeRedirect', (redirect, req) => {
    const email = String(new URL(req.url, 'http://provider').searchParams.get('login_hint') ?? '').toLowerCase();
    const code = redirect.url.searchParams.get('code');
    if (!code || !email) return;
    const account = accounts.get(email) ?? {};
    identityOfCode.set(code, {
      sub: account.sub ?? `google-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`,
      email,
      email_verified: account.emailVerified ?? true,
      name: account.name ?? email.split('@')[0],
    });
  });
  service.on('beforeTokenSigning', (token, req) => {
    const identity = identityOfCode.get(req.body?.code);
    if (identity) Object.assign(token.payload, identity);
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider');
    if (req.method === 'GET' && url.pathname === '/authorize' && !url.searchParams.get('login_hint')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(chooserPage(url));
      return;
    }
    service.requestHandler(req, res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  issuer.url = `http://127.0.0.1:${server.address().port}`;
  return {
    issuer: issuer.url,
    accounts,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
