// zod compiles object parsers with `new Function` where eval is allowed, and finds out by trying
// it once. Under the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that
// try is refused, and Chrome reports every refusal as a CSP issue (Lighthouse best practices,
// ADR 0025). The browser parses small answers, so zod's interpreted parser is all it needs;
// with `jitless` zod never tries eval.
//
// zod keeps its settings in `globalThis.__zod_globalConfig`, created by whichever copy of zod
// loads first and shared by all; we create it before any zod module loads (main.tsx imports this
// first, zod arrives later with the area chunks). Importing `config` from zod instead would pull
// some 4 KiB of zod's core into the public pages' entry chunk.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

// Changed in place: a zod already loaded (tests) holds this very object.
(globalThis as ZodGlobal).__zod_globalConfig ??= {};
(globalThis as ZodGlobal).__zod_globalConfig!.jitless = true;
