/**
 * Every top-level part that reads data keeps the caller's root props in each branch it renders:
 * while its read is pending, once it failed and when it found nothing, the caller's `className`, `id`, `data-*`,
 * `aria-*` and `ref` land on the part's root element, as they do once the data is there. And each
 * tells the caller's `onLoadError` when its read fails.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaykitClient, type PaykitError } from '../core/client/index.js';
import { PaykitProvider } from '../hooks/index.js';
import { AccountDetails, AccountList } from './Accounts/index.js';
import { CapabilityList, CapabilityStatusPanel } from './CapabilityStatus/index.js';
import { DocumentsManager } from './DocumentsManager/index.js';
import { Checkout } from './Checkout/index.js';
import { Onboarding } from './Onboarding/index.js';
import { RecipientsManager } from './Payees/index.js';
import { RelatedPartiesManager } from './RelatedParties/index.js';
import { CustomerProfile } from './CustomerProfile/index.js';
import { TaskForm } from './TaskForm/index.js';
import { FundingInstructions, TransferDetails, TransferList } from './Transfers/index.js';

/** The root props a merchant passes, spread on each part. */
interface CallerProps {
  ref: Ref<HTMLElement>;
  className: string;
  id: string;
  'data-testid': string;
  'aria-describedby': string;
  onLoadError?: (error: PaykitError) => void;
}

/** Each top-level part that reads data, given the caller's root props. */
const PARTS: Record<string, (props: CallerProps) => ReactElement> = {
  Onboarding: (props) => <Onboarding {...(props as object)} />,
  CapabilityList: (props) => <CapabilityList {...(props as object)} />,
  CapabilityStatusPanel: (props) => <CapabilityStatusPanel capabilityId="ach_pooled" {...(props as object)} />,
  TaskForm: (props) => <TaskForm taskId="tsk_1" {...(props as object)} />,
  RelatedPartiesManager: (props) => <RelatedPartiesManager {...(props as object)} />,
  DocumentsManager: (props) => <DocumentsManager {...(props as object)} />,
  CustomerProfile: (props) => <CustomerProfile {...(props as object)} />,
  AccountList: (props) => <AccountList {...(props as object)} />,
  AccountDetails: (props) => <AccountDetails accountId="acc_1" {...(props as object)} />,
  RecipientsManager: (props) => <RecipientsManager {...(props as object)} />,
  Checkout: (props) => <Checkout {...(props as object)} />,
  TransferList: (props) => <TransferList {...(props as object)} />,
  TransferDetails: (props) => <TransferDetails transferId="tr_1" {...(props as object)} />,
  FundingInstructions: (props) => <FundingInstructions transferId="tr_1" {...(props as object)} />,
};

/** A proxy whose reads never answer: every part stays in its loading branch. */
const pending = () => new Promise<Response>(() => {});

/** A proxy that refuses every read with a problem the client does not retry. */
const refusing = async () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden', retryable: false }), {
    status: 403,
    headers: { 'content-type': 'application/problem+json' },
  });

/** A proxy that answers every read with an empty list: lists are empty, and a single record is missing. */
const empty = async () =>
  new Response(JSON.stringify({ data: [], nextCursor: null, hasMore: false }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function renderPart(part: (props: CallerProps) => ReactElement, fetch: typeof globalThis.fetch, onLoadError?: CallerProps['onLoadError']) {
  const client = createPaykitClient({ baseUrl: '/api/paykit', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const ref = createRef<HTMLElement>();
  const props: CallerProps = {
    ref,
    className: 'merchant-part',
    id: 'merchant-id',
    'data-testid': 'merchant',
    'aria-describedby': 'merchant-note',
    ...(onLoadError ? { onLoadError } : {}),
  };
  const { container } = render(
    <PaykitProvider client={client} queryClient={queryClient} locale="en" events={false}>
      {part(props)}
    </PaykitProvider>,
  );
  return { container, ref, queryClient };
}

function expectCallerPropsOnRoot(container: HTMLElement, ref: { current: HTMLElement | null }) {
  // The part's root: the first element inside the provider's own root.
  const root = container.querySelector('[data-paykit-root]')?.firstElementChild as HTMLElement;
  expect(root).toHaveClass('merchant-part');
  expect(root).toHaveAttribute('id', 'merchant-id');
  expect(root).toHaveAttribute('data-testid', 'merchant');
  expect(root).toHaveAttribute('aria-describedby', 'merchant-note');
  expect(ref.current).toBe(root);
}

afterEach(cleanup);

describe.each(Object.entries(PARTS))('given %s', (_name, part) => {
  it('should keep the caller’s className, id, data-*, aria-* and ref on its root while it loads', () => {
    const { container, ref } = renderPart(part, pending);
    expectCallerPropsOnRoot(container, ref);
  });

  it('should keep them on its root once its reads failed', async () => {
    const { container, ref, queryClient } = renderPart(part, refusing);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length).toBeGreaterThan(0),
    );
    expectCallerPropsOnRoot(container, ref);
  });

  it('should tell onLoadError once, with the refused read’s error, and pass no such attribute to the page', async () => {
    const onLoadError = vi.fn<(error: PaykitError) => void>();
    const { container, queryClient } = renderPart(part, refusing, onLoadError);
    await waitFor(() => expect(onLoadError).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoadError.mock.calls[0]?.[0]).toMatchObject({ status: 403, code: 'forbidden' });
    expect(container.querySelector('[onloaderror], [onLoadError]')).toBeNull();
  });

  it('should keep them on its root when there is nothing to show', async () => {
    const { container, ref, queryClient } = renderPart(part, empty);
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status !== 'pending' }).length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expectCallerPropsOnRoot(container, ref);
  });
});
