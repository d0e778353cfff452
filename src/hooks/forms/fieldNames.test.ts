import { describe, expect, it } from 'vitest';
import { absentPath, answerPath, choicePath, fieldIdOf, fieldName, toFieldValues, toTaskFormValues } from './fieldNames.js';

describe('given requirement ids react-hook-form would read as paths', () => {
  it.each(['req_1', 'address.line1', 'items[0]', '0', 'a$b', 'naïve', 'x/y'])('should make %s a plain name and read it back', (id) => {
    const name = fieldName(id);
    expect(name).toMatch(/^f_[A-Za-z0-9_$-]+$/);
    expect(fieldIdOf(name)).toBe(id);
  });

  it('should keep distinct ids distinct', () => {
    expect(fieldName('a.b')).not.toBe(fieldName('a_b'));
    expect(fieldName('a$002eb')).not.toBe(fieldName('a.b'));
  });

  it('should convert whole value sets both ways', () => {
    const values = { answers: { 'a.b': 'x', req_2: ['doc_1'] }, absent: { req_3: true }, choices: { 'group[1]': 'a.b' } };
    expect(toTaskFormValues(toFieldValues(values))).toEqual(values);
  });

  it('should make every react-hook-form name a top-level key, never a dotted path', () => {
    for (const name of [answerPath('address.line1'), absentPath('items[0]'), choicePath('group.1')]) expect(name).not.toMatch(/[.[\]]/);
    expect(toFieldValues({ answers: { 'a.b': 'x' } })).toEqual({ [answerPath('a.b')]: 'x' });
  });
});
