// @ts-check
/**
 * `paykit/pure-module-scope`: nothing a module does on import may keep it in a merchant's bundle.
 *
 * A bundler drops an unused module-level value only when it can tell that computing it has no
 * side effect. Calls are the usual obstacle: esbuild trusts `/* @__PURE__ *\/` at the call site,
 * and a callee's `/* @__NO_SIDE_EFFECTS__ *\/` only within the callee's own file (Rollup and
 * Rolldown honour it across files). So every call or `new` evaluated at module scope, arguments
 * included, carries `/* @__PURE__ *\/` (one annotation covers a chain such as
 * `z.string().check(…)`), unless its callee is listed in `pureCallees` with the reason it may go
 * without. A statement that runs on import (`X.displayName = …`, `register(…)`, `z.config(…)`) is
 * reported as well: make it lazy, or list the file in `allowStatements` with a reason.
 *
 * Function bodies are not looked into: they run when called, not on import.
 */

const PURE_COMMENT = /^\s*[#@]__PURE__\s*$/;
const NO_SIDE_EFFECTS_COMMENT = /^\s*[#@]__NO_SIDE_EFFECTS__\s*$/;
/** Collections that esbuild and Rolldown drop unused when built empty or from literals. */
const PURE_COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/**
 * `new Map()`, `new Set(['a', 'b'])`: bundlers know these have no side effect (a spread or a
 * variable argument could run an iterator, so those need the annotation).
 * @param {import('estree').Node} node
 */
const isPureCollection = (node) =>
  node.type === 'NewExpression' &&
  node.callee.type === 'Identifier' &&
  PURE_COLLECTIONS.has(node.callee.name) &&
  (node.arguments.length === 0 ||
    (node.arguments.length === 1 &&
      node.arguments[0]?.type === 'ArrayExpression' &&
      node.arguments[0].elements.every((element) => element?.type === 'Literal')));

/**
 * @typedef {{ name: string, reason: string }} Allowance
 * @typedef {{ pureCallees?: Allowance[], allowStatements?: { file: string, reason: string }[] }} Options
 */

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'Module-level work is pure or annotated, so bundlers can drop what a bundle does not use' },
    schema: [
      {
        type: 'object',
        properties: {
          pureCallees: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, reason: { type: 'string', minLength: 10 } },
              required: ['name', 'reason'],
              additionalProperties: false,
            },
          },
          allowStatements: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, reason: { type: 'string', minLength: 10 } },
              required: ['file', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      unannotatedCall:
        'This module-level {{what}} runs on import and keeps the module in every bundle that reaches it: mark it /* @__PURE__ */ (or list its callee in pureCallees with a reason).',
      statement:
        'This module-level statement runs on import and keeps the module in every bundle that reaches it: make it lazy (or list the file in allowStatements with a reason).',
    },
  },
  create(context) {
    /** @type {Options} */
    const options = context.options[0] ?? {};
    const pureCallees = new Set((options.pureCallees ?? []).map((allowance) => allowance.name));
    const filename = context.filename.replaceAll('\\', '/');
    const isStatementAllowed = (options.allowStatements ?? []).some((allowance) => filename.endsWith(allowance.file));
    const { sourceCode } = context;

    /**
     * Functions of this file declared `/* @__NO_SIDE_EFFECTS__ *\/`: every bundler honours that
     * within the declaring file, so calls to them need no annotation of their own.
     * @type {Set<string>}
     */
    const sameFilePure = new Set();

    /** @param {import('estree').Node} node */
    const hasPureComment = (node) => sourceCode.getCommentsBefore(node).some((comment) => PURE_COMMENT.test(comment.value));

    /** The called name: `f` for `f()`, `z.string` for `z.string()`. @param {import('estree').Node} callee */
    const calleeName = (callee) => {
      if (callee.type === 'Identifier') return callee.name;
      if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
        const object = calleeName(callee.object);
        return object === undefined ? undefined : `${object}.${callee.property.name}`;
      }
      return undefined;
    };

    /**
     * Reports every unannotated call evaluated when `node` is. `covered`: an enclosing annotation
     * covers this node (the callee chain of an annotated call).
     * @param {import('estree').Node | null | undefined} node
     * @param {boolean} covered
     */
    const visit = (node, covered) => {
      if (!node) return;
      switch (node.type) {
        case 'FunctionExpression':
        case 'ArrowFunctionExpression':
          return;
        case 'CallExpression':
        case 'NewExpression': {
          const name = calleeName(node.callee);
          const isPure =
            covered ||
            hasPureComment(node) ||
            isPureCollection(node) ||
            (name !== undefined && (pureCallees.has(name) || sameFilePure.has(name)));
          if (!isPure) {
            context.report({
              node,
              messageId: 'unannotatedCall',
              data: { what: node.type === 'NewExpression' ? '`new`' : 'call' },
              fix: (fixer) => fixer.insertTextBefore(node, '/* @__PURE__ */ '),
            });
          }
          // One annotation, on the outermost call, covers the callee chain (`z.string().check(…)`),
          // reported or not; never the arguments.
          visit(node.callee, true);
          for (const argument of node.arguments) visit(argument, false);
          return;
        }
        case 'TaggedTemplateExpression':
          context.report({ node, messageId: 'unannotatedCall', data: { what: 'tagged template' } });
          return;
        case 'ClassExpression':
        case 'ClassDeclaration':
          visit(node.superClass, false);
          for (const member of node.body.body) {
            if (member.type === 'StaticBlock') context.report({ node: member, messageId: 'statement' });
            else if (member.type === 'PropertyDefinition' && member.static) visit(member.value, false);
            if ('computed' in member && member.computed) visit(member.key, false);
          }
          return;
        default:
          break;
      }
      for (const key of Object.keys(node)) {
        if (key === 'parent' || key === 'loc' || key === 'range') continue;
        const child = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (node))[key];
        if (Array.isArray(child)) {
          for (const item of child) if (item && typeof item.type === 'string') visit(item, covered && key === 'callee');
        } else if (child && typeof child === 'object' && typeof (/** @type {{ type?: unknown }} */ (child).type) === 'string') {
          visit(/** @type {import('estree').Node} */ (child), covered && (key === 'object' || key === 'callee'));
        }
      }
    };

    /** @param {import('estree').Node} statement */
    const checkStatement = (statement) => {
      switch (statement.type) {
        case 'ImportDeclaration':
        case 'ExportAllDeclaration':
        case 'FunctionDeclaration':
        case 'EmptyStatement':
          return;
        case 'ExportNamedDeclaration':
          if (statement.declaration) checkStatement(statement.declaration);
          return;
        case 'ExportDefaultDeclaration': {
          const { declaration } = statement;
          if (declaration.type === 'FunctionDeclaration') return;
          // A plain value is fine; a call in it needs its annotation.
          visit(declaration, false);
          return;
        }
        case 'VariableDeclaration':
          for (const declarator of statement.declarations) visit(declarator.init, false);
          return;
        case 'ClassDeclaration':
          visit(statement, false);
          return;
        case 'ExpressionStatement':
          if ('directive' in statement && statement.directive) return;
          if (!isStatementAllowed) context.report({ node: statement, messageId: 'statement' });
          return;
        default:
          // TypeScript-only declarations (types, interfaces, `declare`) emit nothing; an enum or a
          // namespace emits code that runs on import.
          if (statement.type.startsWith('TS') && statement.type !== 'TSEnumDeclaration' && statement.type !== 'TSModuleDeclaration') return;
          if ('declare' in statement && statement.declare) return;
          if (!isStatementAllowed) context.report({ node: statement, messageId: 'statement' });
      }
    };

    /** @param {import('estree').Node} statement */
    const collectSameFilePure = (statement) => {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (!declaration || !sourceCode.getCommentsBefore(statement).some((comment) => NO_SIDE_EFFECTS_COMMENT.test(comment.value))) return;
      if (declaration.type === 'FunctionDeclaration' && declaration.id) sameFilePure.add(declaration.id.name);
      if (declaration.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) {
          const isFunction = declarator.init?.type === 'ArrowFunctionExpression' || declarator.init?.type === 'FunctionExpression';
          if (isFunction && declarator.id.type === 'Identifier') sameFilePure.add(declarator.id.name);
        }
      }
    };

    return {
      Program(program) {
        for (const statement of program.body) collectSameFilePure(statement);
        for (const statement of program.body) checkStatement(statement);
      },
    };
  },
};

export default rule;
