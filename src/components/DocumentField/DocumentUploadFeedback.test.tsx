import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UseDocumentUploadResult } from '../../hooks/index.js';
import { DocumentUploadFeedback } from './DocumentUploadFeedback.js';

const upload = (state: Partial<UseDocumentUploadResult>): UseDocumentUploadResult => ({
  status: 'idle',
  progress: null,
  error: null,
  document: null,
  answer: null,
  formats: [],
  maxBytes: 1024,
  accept: '',
  upload: () => Promise.resolve(null),
  cancel: () => undefined,
  retry: () => Promise.resolve(null),
  reset: () => undefined,
  ...state,
});

describe('given a file on its way whose progress the browser reports', () => {
  it('should show a named progress bar and the share sent, outside the status line', () => {
    render(<DocumentUploadFeedback upload={upload({ status: 'uploading', progress: 0.42 })} fileName="bill.pdf" />);

    const bar = screen.getByRole('progressbar', { name: 'Upload of bill.pdf' });
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('42% sent')).toBeVisible();
    expect(screen.getByText('Uploading bill.pdf…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  });
});

describe('given a file on its way whose progress is not known', () => {
  it('should say it is uploading without a bar', () => {
    render(<DocumentUploadFeedback upload={upload({ status: 'uploading', progress: null })} fileName="bill.pdf" />);

    expect(screen.getByText('Uploading bill.pdf…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
