import { describe, expect, it } from 'vitest';
import { dataEnvelope, listEnvelope } from './envelope.js';
import { recipientSchema } from './recipient.js';

const recipient = { id: 'rcp_1', status: 'active', type: 'individual' };

describe('given a list page', () => {
  const page = listEnvelope(recipientSchema);

  it('should parse items, cursor and hasMore', () => {
    const body = { data: [recipient], nextCursor: 'c_2', hasMore: true };
    expect(page.parse(body)).toEqual(body);
  });

  it('should read an absent cursor as null on the last page', () => {
    expect(page.parse({ data: [], hasMore: false })).toEqual({ data: [], nextCursor: null, hasMore: false });
  });

  it.each([
    ['a malformed item', { data: [{ ...recipient, id: 'x' }], nextCursor: null, hasMore: false }, ['data', 0, 'id'], /rcp_…/],
    ['a missing hasMore', { data: [], nextCursor: null }, ['hasMore'], /hasMore to be a boolean/],
    ['data that is not an array', { data: recipient, nextCursor: null, hasMore: false }, ['data'], /data to be an array/],
  ])('should refuse %s', (_name, body, path, message) => {
    const issues = page.safeParse(body).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path, message: expect.stringMatching(message) }));
  });
});

describe('given a single response', () => {
  it('should parse the resource under data', () => {
    expect(dataEnvelope(recipientSchema).parse({ data: recipient })).toEqual({ data: recipient });
  });

  it('should refuse a bare resource', () => {
    expect(dataEnvelope(recipientSchema).safeParse(recipient).error?.issues[0]?.path).toEqual(['data']);
  });
});
