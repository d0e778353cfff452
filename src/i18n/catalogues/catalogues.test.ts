import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en, type MessageId } from './en.js';
import { fr } from './fr.js';

/** The parts of an ICU message AST read here; `type` 0 is a literal and 7 is `#`. */
interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
}

/** The argument names a message uses, including those nested in plural or select branches. */
function argumentNames(nodes: AstNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.type === 0 || node.type === 7) return [];
    const nested = Object.values(node.options ?? {}).flatMap((option) => argumentNames(option.value));
    return [String(node.value), ...nested];
  });
}

const namesOf = (message: string) => {
  const ast = new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst();
  return [...new Set(argumentNames(ast as AstNode[]))].sort();
};
const ids = Object.keys(en) as MessageId[];

describe('given the shipped catalogues', () => {
  it('should use dotted ids grouped by area', () => {
    for (const id of ids) expect(id).toMatch(/^[a-z]+\.[a-zA-Z.]+$/);
  });

  it('should translate every English message into French', () => {
    expect(Object.keys(fr).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(fr[id].trim()).not.toBe('');
  });

  it('should keep the same placeholders in French as in English', () => {
    for (const id of ids) expect({ id, names: namesOf(fr[id]) }).toEqual({ id, names: namesOf(en[id]) });
  });
});
