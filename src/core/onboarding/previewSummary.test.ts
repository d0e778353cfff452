import { describe, expect, it } from 'vitest';
import { taskPreviewItemSchema, type TaskPreviewItem } from '../schemas/index.js';
import { isEmptySummary, summarisePreview } from './previewSummary.js';

const item = (value: unknown): TaskPreviewItem => taskPreviewItemSchema.parse(value);
const ask = (key: string, type: string, extra: Record<string, unknown> = {}) => ({
  key,
  section: 's',
  request: { type, prompt: `Prompt ${key}` },
  ...extra,
});

describe('given the previews of two bank methods', () => {
  it('should group the asks once each, keeping alternatives together', () => {
    const bank = [
      item({
        category: 'identity_verification',
        requirements: [],
        verificationSessions: [{ key: 'identity', type: 'document_and_selfie' }],
      }),
      item({ category: 'terms_of_service', requirements: [], tosSessions: [{ key: 'platform_terms', type: 'platform_terms' }] }),
      item({ requirements: [ask('occupation', 'text'), ask('birth', 'profile')] }),
      item({
        requirements: [
          ask('bill', 'document', { alternativeKey: 'poa' }),
          ask('lease', 'document', { alternativeKey: 'poa' }),
          ask('id_card', 'document'),
        ],
      }),
    ];
    const summary = summarisePreview([...bank, ...bank]);

    expect(summary.identity).toEqual([{ key: 'identity', type: 'document_and_selfie' }]);
    expect(summary.terms).toEqual([{ key: 'platform_terms', type: 'platform_terms' }]);
    expect(summary.questions.map((question) => question.prompt)).toEqual(['Prompt occupation', 'Prompt birth']);
    expect(summary.documents).toEqual([
      {
        kind: 'oneOf',
        groupKey: 'poa',
        asks: [
          { key: 'bill', prompt: 'Prompt bill' },
          { key: 'lease', prompt: 'Prompt lease' },
        ],
      },
      { kind: 'one', ask: { key: 'id_card', prompt: 'Prompt id_card' } },
    ]);
    expect(isEmptySummary(summary)).toBe(false);
  });

  it('should fall back to the key when an ask has no prompt, and treat unknown types as questions', () => {
    const summary = summarisePreview([item({ requirements: [{ key: 'mystery', request: { type: 'hologram' } }] })]);
    expect(summary.questions).toEqual([{ key: 'mystery', prompt: 'mystery' }]);
  });
});

describe('given no previewed task', () => {
  it('should be empty', () => {
    expect(isEmptySummary(summarisePreview([]))).toBe(true);
  });
});
