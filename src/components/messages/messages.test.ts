import { describe, expect, it } from 'vitest';
import { parseMessage, type MessageAst } from '../../i18n/index.js';
import { componentEn, type ComponentMessageId } from './en.js';
import { componentFr } from './fr.js';

function argumentNames(nodes: MessageAst): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string' || node.type === 'pound') return [];
    const nested = 'options' in node ? [...node.options.values()].flatMap(argumentNames) : [];
    return [node.name, ...nested];
  });
}

const namesOf = (message: string) => [...new Set(argumentNames(parseMessage(message)))].sort();
const ids = Object.keys(componentEn) as ComponentMessageId[];

describe("given the styled components' catalogues", () => {
  it('should use dotted ids grouped by area', () => {
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]*\.[a-zA-Z0-9_.]+$/);
  });

  it('should parse every English and French message', () => {
    for (const id of ids) {
      expect(() => parseMessage(componentEn[id]), id).not.toThrow();
      expect(() => parseMessage(componentFr[id]), id).not.toThrow();
    }
  });

  it('should translate every English message into French, with the same placeholders', () => {
    expect(Object.keys(componentFr).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(String(componentFr[id]).trim(), id).not.toBe('');
      expect({ id, names: namesOf(componentFr[id]) }).toEqual({ id, names: namesOf(componentEn[id]) });
    }
  });

  it('should keep French high punctuation on its line with a no-break space', () => {
    for (const id of ids) {
      expect(componentFr[id], id).not.toMatch(/ [:;?!»]|« /);
    }
  });
});
