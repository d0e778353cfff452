// @ts-check
/**
 * `paykit/feature-boundaries`: a feature reaches another feature only through its public parts.
 *
 * A feature is a folder of src/components whose name starts with a capital letter (`Checkout`,
 * `TaskForm`…). A file in one feature may import another feature's `index.ts` (what it offers),
 * never a file inside it: reaching into another feature's internals ties the two together and,
 * both ways round, builds import cycles. A part several features share belongs in
 * `src/components/primitives` (design-system parts) or `src/components/shared` (a country select,
 * the form error summary, the money error notice), which never import a feature.
 */
import path from 'node:path';

const FEATURE = /^[A-Z]/;
const INDEX = new Set(['', 'index', 'index.js', 'index.ts']);

/**
 * The feature a path sits in, and the rest of the path inside it; `null` outside any feature.
 * @param {string} file an absolute path
 * @param {string} root the components folder, absolute
 */
function featureOf(file, root) {
  const inside = path.relative(root, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [feature, ...rest] = inside.split(path.sep);
  return feature && FEATURE.test(feature) ? { feature, rest: rest.join('/') } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A feature folder imports another feature only through that feature's index.ts" },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      internal:
        "'{{source}}' reaches inside the {{feature}} feature: import its public parts from '{{index}}', or move a part several features share to src/components/shared (or primitives).",
    },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0]?.root ?? 'src/components');
    const filename = path.resolve(context.cwd, context.filename);
    const own = featureOf(filename, root);
    if (!own) return {};

    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(filename), source.value), root);
      if (!target || target.feature === own.feature || INDEX.has(target.rest)) return;
      const index = path
        .relative(path.dirname(filename), path.join(root, target.feature, 'index.js'))
        .split(path.sep)
        .join('/');
      context.report({ node: source, messageId: 'internal', data: { source: source.value, feature: target.feature, index } });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('../Other/file.js') reaches inside as surely as an import does.
      CallExpression: (node) => {
        const { callee } = node;
        const isMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          /^(mock|doMock|importActual)$/.test(callee.property.name);
        if (isMock && node.arguments[0]?.type === 'Literal') check(node.arguments[0]);
      },
    };
  },
};

export default rule;
