import { describe, expect, it } from 'vitest';
import { parseMessage, type MessageAst } from '../icu/index.js';
import { en, type MessageId } from './en.js';
import { fr } from './fr.js';

/** The argument names a message uses, including those nested in plural or select branches. */
function argumentNames(nodes: MessageAst): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string' || node.type === 'pound') return [];
    const nested = 'options' in node ? [...node.options.values()].flatMap(argumentNames) : [];
    return [node.name, ...nested];
  });
}

const namesOf = (message: string) => [...new Set(argumentNames(parseMessage(message)))].sort();
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
