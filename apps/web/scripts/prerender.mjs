// Last step of `npm run build -w @fitcover/web`, after the client build and the prerender build
// (vite build --ssr src/entry-prerender.tsx): writes each page of prerenderedPages as static HTML
// into dist/pages/ (with pages/manifest.json, route → file, read by the server) and the shell a
// ready server sends for every other page (pages/app.html), then compresses
// every text file of dist once, brotli and gzip side by side, so the server never compresses a
// built file per request (ADR 0016). The prerender build itself is kept in dist/server (never
// served): the server renders the shells of pagesWithData with each user's data from it
// (pages/with-data.json; ADR 0025, amendment "results in the HTML").
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, '.prerender');
/** Where the server finds the prerender build (relative to dist); http/static.ts never serves it. */
const serverDir = 'server';

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page's file name under pages/: "/" → index.html, "/gym-info" → gym-info.html. */
const fileOf = (route) => `${route === '/' ? 'index' : route.slice(1).replaceAll('/', '_')}.html`;

/**
 * The page's scripts asked for by boot.js once the HTML has painted, not by the HTML itself
 * (ADR 0025, amendment): the entry and every module preload move from the <head> to #root's
 * data-entry and data-preload, and the head keeps one small script, boot.js.
 */
function paintFirst(page, bootFile, chunks) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!entry) throw new Error('no entry script in dist/index.html');
  const preloads = [...page.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">\s*/g)];
  let result = page.replace(entry[0], '');
  for (const preload of preloads) result = result.replace(preload[0], '');
  const preloaded = [...preloads.map((match) => match[1]), ...chunks];
  const data = `data-entry="${entry[1]}" data-preload="${preloaded.join(' ')}"`;
  return result
    .replace('<div id="root"', `<div id="root" ${data}`)
    .replace('</head>', `<script type="module" fetchpriority="low" src="/${bootFile}"></script></head>`);
}

/** boot.js, minified into dist/assets under a name that changes with its content (cached for a year). */
function writeBoot() {
  const { code: source } = minifySync('boot.js', readFileSync(path.join(webRoot, 'scripts', 'boot.js'), 'utf8'));
  const file = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(dist, file), source);
  return file;
}

/**
 * The static shell of each signed-in page (ADR 0025): the area's navigation and the page as it
 * looks before its data, painted before any script runs. The entry fetches the page's chunks as
 * soon as it runs, and React replaces the shell with its first render once they and the session
 * are in (`data-shell`: never hydrated). Its ~50 chunks are preloaded by boot.js once the shell
 * has painted: as module preloads in the <head> they competed with the HTML and CSS that paint
 * it (LCP 2.5–2.9 s with them, 1.7–1.8 s without, ADR 0025).
 */
async function writeAppShells({ renderShell, appShellPages, chunksInTurn }, template, manifest, bootFile, routes) {
  for (const { path: route, render: shown, modules } of appShellPages) {
    // The page's chunks, to be evaluated one per task (ADR 0025, amendment).
    const chunks = chunksInTurn(manifest, modules, (file) => template.includes(`/${file}"`));
    const { html, title } = await renderShell(shown);
    // As on the public pages: the shell's HTML and CSS paint first, the scripts follow.
    const page = paintFirst(
      template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-ready data-shell data-chunks="${chunks.join(' ')}">${html}</div>`,
        ),
      bootFile,
      chunks,
    );
    if (!page.includes('data-shell')) throw new Error(`no #root in dist/index.html for ${route}`);
    // React falls back to a client render when a component throws on the server (e.g. reads
    // `navigator` while rendering): the shell would be empty, so the build stops instead.
    const failure = html.indexOf('<template data-msg');
    if (failure >= 0) throw new Error(`${route} failed to render: ${html.slice(failure, failure + 700)}`);
    writeFileSync(path.join(dist, 'pages', fileOf(route)), page);
    routes[route] = fileOf(route);
  }
}

async function prerender() {
  const entry = readdirSync(ssrDir).find((name) => /^entry-prerender\.m?js$/.test(name));
  if (!entry) throw new Error('prerender build missing: run vite build --ssr src/entry-prerender.tsx first');
  const built = await import(pathToFileURL(path.join(ssrDir, entry)).href);
  const { render, prerenderedPages, chunksInTurn } = built;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  const routes = {};
  const bootFile = writeBoot();
  for (const { path: route, module } of prerenderedPages) {
    const { html, title, description } = await render(route);
    // The page's own chunks (its route module and what it imports), preloaded with the entry.
    const chunks = chunksInTurn(manifest, [module], (file) => template.includes(`/${file}"`));
    // The page's text needs no script: its scripts are asked for once the HTML and CSS have
    // painted it.
    let page = paintFirst(
      template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered>${html}</div>`),
      bootFile,
      chunks,
    );
    if (description) {
      page = page.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
    }
    if (!page.includes('data-prerendered')) throw new Error(`no #root in dist/index.html for ${route}`);
    writeFileSync(path.join(dist, 'pages', fileOf(route)), page);
    routes[route] = fileOf(route);
  }
  await writeAppShells(built, template, manifest, bootFile, routes);
  // Every other page: the SPA shell, marked as sent by a ready server (no start-up screen).
  writeFileSync(
    path.join(dist, 'pages', 'app.html'),
    template.replace('<div id="root"></div>', '<div id="root" data-ready></div>'),
  );
  writeFileSync(path.join(dist, 'pages', 'manifest.json'), `${JSON.stringify(routes, null, 2)}\n`);
  writeWithData(built, entry, routes);
  return Object.keys(routes).length;
}

/** The shells the server fills with each user's data, and the module that renders them. */
function writeWithData({ pagesWithData, appShellPages }, entry, routes) {
  const missing = pagesWithData.filter((route) => !routes[route]);
  if (missing.length) throw new Error(`pages with data without a shell: ${missing.join(', ')}`);
  // Per route: its shell, and the route rendered in it (an area's home shows its first page).
  const rendered = (route) => appShellPages.find((page) => page.path === route).render;
  const pages = Object.fromEntries(
    pagesWithData.map((route) => [route, { file: routes[route], render: rendered(route) }]),
  );
  const withData = { module: `${serverDir}/${entry}`, pages };
  writeFileSync(path.join(dist, 'pages', 'with-data.json'), `${JSON.stringify(withData, null, 2)}\n`);
}

function textFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return textFiles(full);
    return /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)$/.test(name) ? [full] : [];
  });
}

function precompress() {
  let files = 0;
  for (const file of textFiles(dist)) {
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
  }
  return files;
}

const pages = await prerender();
const compressed = precompress();
// After compressing: the server imports these files, nobody downloads them.
rmSync(path.join(dist, serverDir), { recursive: true, force: true });
renameSync(ssrDir, path.join(dist, serverDir));
console.log(`prerendered ${pages} pages; compressed ${compressed} files (brotli, gzip)`);
