import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import pureModuleScope from './pureModuleScope.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const options = [
  {
    pureCallees: [{ name: 'forwardRefAsProp', reason: 'declared /* @__NO_SIDE_EFFECTS__ */, one part per file' }],
    allowStatements: [{ file: 'locales/fr.ts', reason: 'registers the catalogue it exists for' }],
  },
];

tester.run('pure-module-scope', pureModuleScope, {
  valid: [
    { code: "import * as z from 'zod/mini';\nexport const id = /* @__PURE__ */ z.string();" },
    { code: 'export const amount = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^\\d+$/));' },
    { code: "export const schema = /* @__PURE__ */ z.looseObject({ id: /* @__PURE__ */ idSchema('cus_'), name: optionalString });" },
    {
      code: "export const states = ['a', 'b'] as const;\nconst byName = { a: 1, b: [2, 3] };\nexport type State = (typeof states)[number];",
    },
    { code: 'export const Button = forwardRefAsProp(function Button(props) { return render(props); });', options },
    { code: "const cache = new WeakMap();\nconst kinds = new Set(['a', 'b']);\nconst byKey = new Map<string, number>();" },
    { code: '/* @__NO_SIDE_EFFECTS__ */\nconst text = (name: string) => ({ name });\nexport const fields = [text("a"), text("b")];' },
    { code: '/* @__NO_SIDE_EFFECTS__ */\nexport function field(name: string) { return { name }; }\nexport const first = field("a");' },
    { code: 'export function parse(value: string) { return schema.parse(value); }\nexport const later = () => register(1);' },
    { code: "'use client';\nexport { Button } from './Button.js';\nexport * from './types.js';" },
    { code: "registerComponentMessages('fr', catalogue);", options, filename: '/repo/src/components/locales/fr.ts' },
    { code: 'export const Context = /* @__PURE__ */ Object.assign(/* @__PURE__ */ createContext(null), { displayName: "Context" });' },
    { code: 'export interface Props { a: string }\ndeclare const x: number;\nexport default Button;' },
  ],
  invalid: [
    {
      code: 'export const id = z.string();',
      errors: [{ messageId: 'unannotatedCall' }],
      output: 'export const id = /* @__PURE__ */ z.string();',
    },
    {
      // The outer annotation covers the callee chain, never the calls in its arguments.
      code: "export const schema = /* @__PURE__ */ z.looseObject({ id: idSchema('cus_') });",
      errors: [{ messageId: 'unannotatedCall' }],
      output: "export const schema = /* @__PURE__ */ z.looseObject({ id: /* @__PURE__ */ idSchema('cus_') });",
    },
    {
      code: 'export const amount = z.string().check(/* @__PURE__ */ z.regex(/x/));',
      errors: [{ messageId: 'unannotatedCall' }],
      output: 'export const amount = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/x/));',
    },
    {
      code: 'const pattern = new RegExp(`^${BASE}+$`);\nconst known = new Set(values);',
      errors: [{ messageId: 'unannotatedCall' }, { messageId: 'unannotatedCall' }],
      output: 'const pattern = /* @__PURE__ */ new RegExp(`^${BASE}+$`);\nconst known = /* @__PURE__ */ new Set(values);',
    },
    {
      code: "export const Context = /* @__PURE__ */ createContext(null);\nContext.displayName = 'Context';",
      errors: [{ messageId: 'statement' }],
    },
    { code: 'if (!z.config().localeError) z.config(en());', errors: [{ messageId: 'statement' }] },
    {
      code: "registerComponentMessages('fr', catalogue);",
      options,
      filename: '/repo/src/components/locales/de.ts',
      errors: [{ messageId: 'statement' }],
    },
    {
      code: 'export const Button = forwardRefAsProp(function Button(props) { return render(props); });',
      errors: [{ messageId: 'unannotatedCall' }],
      output: 'export const Button = /* @__PURE__ */ forwardRefAsProp(function Button(props) { return render(props); });',
    },
    {
      code: 'export default register(Button);',
      errors: [{ messageId: 'unannotatedCall' }],
      output: 'export default /* @__PURE__ */ register(Button);',
    },
    {
      code: 'export class Store { static instance = create(); }',
      errors: [{ messageId: 'unannotatedCall' }],
      output: 'export class Store { static instance = /* @__PURE__ */ create(); }',
    },
    { code: 'export const label = css`color: red`;', errors: [{ messageId: 'unannotatedCall' }] },
    { code: 'export enum Tone { Info, Error }', errors: [{ messageId: 'statement' }] },
  ],
});
