// zod compiles object parsers with `new Function` where eval is allowed, and finds out by trying
// it once. Under the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that
// try is refused, and Chrome reports every refusal as a CSP issue (Lighthouse best practices,
// ADR 0025). The browser parses small answers, so zod's interpreted parser is all it needs;
// with `jitless` zod never tries eval. Imported first by main.tsx, before any schema parses.
import { config } from 'zod/v4/core';

config({ jitless: true });
