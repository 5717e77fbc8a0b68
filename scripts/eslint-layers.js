// Local ESLint rule for the import directions of docs/ARCHITECTURE.md:
// - packages/contract imports nothing of ours; packages/db never imports apps;
// - the web app never imports the server, the database package or server libraries;
// - web features never import another web feature (pages in app/ compose them);
// - server domain code (*.service.ts, *.repo.ts) never imports Fastify;
// - only repositories (and the db package, seeds, tests) import drizzle-orm in the server.
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function check(file, source) {
  const from = rel(file);
  const resolved = source.startsWith('.') ? rel(path.resolve(path.dirname(file), source)) : source;
  if (from.startsWith('packages/contract/') && (source.startsWith('@fitcover/') || resolved.startsWith('apps/'))) {
    return 'the contract depends on nothing of ours';
  }
  if (from.startsWith('packages/db/') && (source.startsWith('@fitcover/server') || resolved.startsWith('apps/'))) {
    return 'packages/db must not import the apps';
  }
  if (from.startsWith('apps/web/')) {
    if (
      /^(@fitcover\/(db|server)|drizzle-orm|fastify|pg|@electric-sql)/.test(source) ||
      resolved.startsWith('apps/server/')
    ) {
      return 'the web app talks to the server only through the contract and HTTP';
    }
    const own = /^apps\/web\/src\/features\/([^/]+)\//.exec(from)?.[1];
    const target = /^apps\/web\/src\/features\/([^/]+)\//.exec(resolved)?.[1];
    if (own && target && own !== target)
      return `web feature "${own}" must not import feature "${target}": compose them in app/`;
  }
  if (from.startsWith('apps/server/src/')) {
    if (/\.(service|repo)\.ts$/.test(from) && /^fastify|^@fastify\//.test(source)) {
      return 'domain code (services, repositories) never imports Fastify';
    }
    const mayUseDrizzle = /\.repo\.ts$/.test(from) || /\/seed\//.test(from) || /\.test\.ts$/.test(from);
    if (!mayUseDrizzle && source === 'drizzle-orm') return 'only *.repo.ts files query the database with drizzle-orm';
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, source) => {
      const message = check(context.filename, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => report(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
      ExportAllDeclaration: (node) => report(node, node.source.value),
    };
  },
};

export default { rules: { layers: rule } };
