// The sentences of the detector's unit tests, with their verdicts: every `blocks([...])`, `leaves([...])`
// `it.each([...])('blocks …' | 'leaves …' | 'lets through …')` and
// `expect(blocked('…')).toBe(…)` of the chat's *.test.ts files, read with the TypeScript parser. The model is
// trained on them too: they are the near twins each round wrote for what it fixed.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

export type TestCase = { text: string; sharing: boolean };

const VERDICTS: Record<string, boolean> = { blocks: true, leaves: false };
/** The verdict an `it.each([...])('…')` title gives its cases: "blocks %s", "leaves %s", "lets through %s". */
const verdictOfTitle = (title: string): boolean | undefined =>
  /^blocks\b/.test(title) ? true : /^(?:leaves|lets through)\b/.test(title) ? false : undefined;

function listOf(call: ts.CallExpression): { list: ts.Expression | undefined; sharing: boolean | undefined } {
  if (ts.isIdentifier(call.expression)) return { list: call.arguments[0], sharing: VERDICTS[call.expression.text] };
  // it.each([...])('blocks %s', …)
  const inner = call.expression;
  const title = call.arguments[0];
  if (
    ts.isCallExpression(inner) &&
    ts.isPropertyAccessExpression(inner.expression) &&
    inner.expression.name.text === 'each' &&
    title &&
    ts.isStringLiteral(title)
  )
    return { list: inner.arguments[0], sharing: verdictOfTitle(title.text) };
  return { list: undefined, sharing: undefined };
}

/** expect(blocked('…')).toBe(true | false) */
function expectedOfOne(call: ts.CallExpression): TestCase | null {
  const toBe = call.expression;
  const [value] = call.arguments;
  if (!ts.isPropertyAccessExpression(toBe) || toBe.name.text !== 'toBe' || !value) return null;
  if (value.kind !== ts.SyntaxKind.TrueKeyword && value.kind !== ts.SyntaxKind.FalseKeyword) return null;
  const expectCall = toBe.expression;
  if (
    !ts.isCallExpression(expectCall) ||
    !ts.isIdentifier(expectCall.expression) ||
    expectCall.expression.text !== 'expect'
  )
    return null;
  const checked = expectCall.arguments[0];
  if (!checked || !ts.isCallExpression(checked) || !ts.isIdentifier(checked.expression)) return null;
  if (checked.expression.text !== 'blocked' || checked.arguments.length !== 1) return null;
  const [text] = checked.arguments;
  if (!text || !(ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text))) return null;
  return { text: text.text, sharing: value.kind === ts.SyntaxKind.TrueKeyword };
}

export function unitTestCases(): TestCase[] {
  const folder = new URL('../', import.meta.url);
  const cases: TestCase[] = [];
  for (const name of readdirSync(folder)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()) {
    const source = ts.createSourceFile(name, readFileSync(new URL(name, folder), 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const single = expectedOfOne(node);
        if (single) cases.push(single);
        const { list, sharing } = listOf(node);
        if (sharing !== undefined && list && ts.isArrayLiteralExpression(list))
          for (const item of list.elements)
            if (ts.isStringLiteral(item) || ts.isNoSubstitutionTemplateLiteral(item))
              cases.push({ text: item.text, sharing });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return cases;
}
