import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useId,
  type FormEvent,
} from 'react';
import { useForm } from 'react-hook-form';
import { toPaykitError, type CreateSubmissionBody, type PaykitError } from '../../core/client/index.js';
import { carryOverValues, diffTaskModels, editedValues } from '../../core/forms/diffTaskModels.js';
import { createDraft, restoreDraft } from '../../core/forms/draftPolicy.js';
import { buildTaskForm, fieldErrorsFromProblem, toSubmission, type FormErrors, type TaskFormModel } from '../../core/forms/index.js';
import type { Customer, Problem, Submission, Task } from '../../core/schemas/index.js';
import { paykitQueryKeys } from '../paykitQueryKeys.js';
import { useCustomer } from '../useCustomer.js';
import { useHydrated } from '../useHydrated.js';
import { useEventStreamLiveness } from '../useIsEventStreamLive.js';
import { createIntentIdempotencyKeys } from '../intentIdempotencyKeys.js';
import { usePaykitClient, usePaykitContext } from '../usePaykitClient.js';
import { usePaykitStorage } from '../usePaykitStorage.js';
import { useTask } from '../useTask.js';
import { answerPath, choicePath, toFieldValues, toTaskFormValues } from './fieldNames.js';
import { initialSubmitState, submitReducer } from './submitState.js';
import { problemErrorOption, serverErrorOption } from './taskFieldErrors.js';
import { createTaskDraftKeeper, type TaskDraftKeeper } from './taskDraftStorage.js';
import { createTaskFormStore, type TaskFormStore } from './taskFormStore.js';
import { showErrorsThenFocus } from './focusTargets.js';
import { idPrefixOf } from './taskFieldIds.js';
import type { TaskFormFieldValues, UseTaskFormOptions, UseTaskFormResult } from './taskFormTypes.js';

const EMPTY_VALUES: TaskFormFieldValues = {};

/** Paths in form order (the model's entries), keeping those `isInvalid` says are invalid. */
function invalidPathsInOrder(model: TaskFormModel, isInvalid: (kind: 'field' | 'group', id: string) => boolean): string[] {
  const paths: string[] = [];
  for (const entry of model.entries) {
    if (entry.type === 'field') {
      if (isInvalid('field', entry.field.id)) paths.push(answerPath(entry.field.id));
      continue;
    }
    if (isInvalid('group', entry.group.id)) paths.push(choicePath(entry.group.id));
    for (const member of entry.group.members) if (isInvalid('field', member.id)) paths.push(answerPath(member.id));
  }
  return paths;
}

/** The problem+json body a refused request carried. */
function problemOf(error: PaykitError): Problem {
  return {
    status: error.status,
    code: error.code,
    title: error.title,
    detail: error.detail,
    errors: error.errors.map((each) => ({ ...each })),
  };
}

/**
 * The reads a submission to `taskId` moves. Tasks have no webhook: the task and the task lists
 * (its transfer's too) and the customer (profile answers) always. Its capability or transfer sends
 * hints of its own: read here only while the event stream is not live.
 */
export function submissionMoves(task: Pick<Task, 'scope'> | undefined, taskId: string, isStreamLive: boolean): QueryKey[] {
  const transferId = task?.scope?.type === 'transfer' ? task.scope.id : undefined;
  // The API sends no hint when a customer's profile changes: read it again in every case.
  const moved: QueryKey[] = [paykitQueryKeys.tasks.detail(taskId), [...paykitQueryKeys.tasks.all, 'list'], paykitQueryKeys.customer()];
  if (transferId !== undefined) moved.push(paykitQueryKeys.transfers.tasks(transferId));
  if (isStreamLive) return moved;
  if (transferId === undefined) return [...moved, paykitQueryKeys.capabilities.all];
  return [...moved, paykitQueryKeys.transfers.detail(transferId), [...paykitQueryKeys.transfers.all, 'list']];
}

/**
 * Sends a submission; one idempotency key per body, reused when the same body is sent again while
 * its outcome is unknown. A plain call rather than a mutation observer: the form keeps its own submit
 * state, and a long form's mount stays cheaper.
 */
function useSubmissionSender(taskId: string): (body: CreateSubmissionBody) => Promise<Submission> {
  const client = usePaykitClient('useTaskForm');
  const queryClient = useQueryClient();
  const [intents] = useState(createIntentIdempotencyKeys);
  const isStreamLive = useEventStreamLiveness();
  return useCallback(
    async (body) => {
      const submission = await intents.send(body, (sent, idempotencyKey) => client.createSubmission(taskId, sent, { idempotencyKey }));
      const moved = submissionMoves(queryClient.getQueryData<Task>(paykitQueryKeys.tasks.detail(taskId)), taskId, isStreamLive());
      // A read already in flight (a hint's) is joined, not cancelled and sent again.
      await Promise.all(moved.map((queryKey) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })));
      return submission;
    },
    [client, queryClient, intents, taskId, isStreamLive],
  );
}

/** The values of a stored draft that still brings something to `model`, else `null`. */
function usableDraft(model: TaskFormModel, draft: Pick<TaskDraftKeeper, 'read'>): ReturnType<typeof restoreDraft> | null {
  const stored = draft.read();
  if (!stored) return null;
  const values = restoreDraft(model, stored);
  return createDraft(model, values) === null ? null : values;
}

/** The values a form over `model` starts with: the draft over the defaults, as `useModelSync` sets them. */
function initialValues(model: TaskFormModel, draft: Pick<TaskDraftKeeper, 'read'>) {
  const restored = usableDraft(model, draft);
  return { model, values: toFieldValues(restored ?? carryOverValues(model, {})), isDraftRestored: restored !== null };
}

/**
 * Keeps the form's values on the model: the draft over the defaults at first (telling
 * `onDraftRead` whether one was restored), then what the person typed over each newer model.
 */
function useModelSync(
  model: TaskFormModel | undefined,
  store: TaskFormStore,
  reset: (values: TaskFormFieldValues, keep: boolean) => void,
  readDraft: () => ReturnType<typeof restoreDraft> | null,
  onDraftRead: (isRestored: boolean) => void,
) {
  useLayoutEffect(() => {
    const previous = store.model;
    if (!model || previous === model) return;
    const isSameTask = previous?.taskId === model.taskId;
    if (isSameTask && previous) {
      reset(toFieldValues(carryOverValues(model, editedValues(previous, toTaskFormValues(store.getValues())))), true);
    } else {
      const restored = readDraft();
      reset(toFieldValues(restored ?? carryOverValues(model, {})), false);
      onDraftRead(restored !== null);
    }
    store.setModel(model);
  }, [model, store, reset, readDraft, onDraftRead]);
}

/**
 * Reads the draft once the browser may (see `useHydrated`), for a form whose first render could
 * not: a server cannot read the browser's storage, so its markup, and the browser's hydration of
 * it, start from the defaults.
 */
function useDraftAfterHydration(
  isPending: boolean,
  isHydrated: boolean,
  reset: (values: TaskFormFieldValues, keep: boolean) => void,
  readDraft: () => ReturnType<typeof restoreDraft> | null,
  onDraftRead: (isRestored: boolean) => void,
) {
  const pending = useRef(isPending);
  useLayoutEffect(() => {
    if (!pending.current || !isHydrated) return;
    pending.current = false;
    const restored = readDraft();
    if (restored === null) return;
    reset(toFieldValues(restored), false);
    onDraftRead(true);
  }, [isHydrated, reset, readDraft, onDraftRead]);
}

/**
 * A task as a form on react-hook-form: reads the task and the customer, builds the form model
 * (`buildTaskForm`), fills it with the customer's current values and any draft, and submits
 * `{ taskRevision, answers }`. Render the fields inside `<TaskFormProvider form={form}>`, each
 * with `useTaskField(field)` (or a text field with `useTaskTextField(field)`, bound uncontrolled)
 * and each alternative group with `useChoiceGroup(group)`; a keystroke re-renders its field only,
 * or nothing for a text field.
 *
 * - A submit checks every field and group as `toSubmission` does; when anything is wrong nothing
 *   is sent, the errors are set and the first invalid field (in form order) is focused. A second
 *   submit while one is in flight does nothing; sending the same answers again after a network
 *   failure reuses the idempotency key.
 * - Server errors land on their fields and groups (`errors[].pointer`), the rest in `formErrors`;
 *   what the person typed stays.
 * - On a revision conflict the task is read again, what the person typed is kept for every field
 *   that still asks for it, `conflict` says what changed, and the next submit uses the new revision.
 * - The draft (sessionStorage by default) keeps what the person typed across reloads and
 *   redirects, never documents, tax identifiers or read-only fields; it is cleared on success.
 * - The provider's `onEvent` gets `task_opened` once per task shown, and `task_failed` with
 *   `invalid_answers` when the form's own checks stop a submit (the API's answers are reported by
 *   the provider's client: `task_submitted`, `task_failed` with the problem's code).
 *
 * @throws when called outside a `<PaykitProvider>`.
 *
 * @example
 * function AnswerTask({ taskId }: { taskId: string }) {
 *   const form = useTaskForm({ taskId, onSubmitted: () => navigate('/onboarding') });
 *   if (form.status !== 'ready' || !form.model) return <Spinner />;
 *   return (
 *     <TaskFormProvider form={form}>
 *       <form {...form.getFormProps()}>
 *         {form.model.entries.map((entry) =>
 *           entry.type === 'field'
 *             ? <MyField key={entry.field.id} field={entry.field} />
 *             : <MyChoiceGroup key={entry.group.id} group={entry.group} />,
 *         )}
 *         <button data-pending={form.submitStatus === 'submitting' || undefined}>Submit</button>
 *       </form>
 *     </TaskFormProvider>
 *   );
 * }
 */
export function useTaskForm(options: UseTaskFormOptions): UseTaskFormResult {
  const { taskId, onSubmitted } = options;
  const { client, emit } = usePaykitContext('useTaskForm');
  const queryClient = useQueryClient();
  const taskQuery = useTask(taskId);
  const customerQuery = useCustomer();
  const task = taskQuery.data;
  const customer = customerQuery.data;
  const built = useMemo(() => (task && customer ? buildTaskForm(task, customer) : undefined), [task, customer]);

  const providerStorage = usePaykitStorage('useTaskForm');
  const storage = options.draftStorage === false ? null : (options.draftStorage ?? providerStorage);
  const isHydrated = useHydrated();
  // With the task and the customer already cached, the form starts filled: no loading render, no second commit.
  const [initial] = useState(() =>
    built
      ? initialValues(
          built,
          createTaskDraftKeeper(taskId, isHydrated ? storage : null, () => null),
        )
      : null,
  );
  const form = useForm<TaskFormFieldValues>({ defaultValues: initial?.values ?? EMPTY_VALUES, shouldFocusError: false });
  const { control, getValues, setValue, trigger, reset, setError, clearErrors, handleSubmit, subscribe } = form;
  const idPrefix = idPrefixOf(useId());
  const [store] = useState(() => {
    const created = createTaskFormStore({ control, getValues, setValue, trigger, clearErrors }, idPrefix);
    if (initial) created.setModel(initial.model);
    return created;
  });
  const model = useSyncExternalStore(
    store.subscribe,
    () => store.model,
    () => store.model,
  );

  const draft = useMemo(
    () =>
      createTaskDraftKeeper(taskId, storage, () =>
        store.model ? { model: store.model, values: toTaskFormValues(store.getValues()) } : null,
      ),
    [taskId, storage, store],
  );
  // Text fields are bound uncontrolled: keeping the field refs lets a reset write the new values into their elements.
  const resetTo = useCallback(
    (values: TaskFormFieldValues, keep: boolean) => {
      reset(values, keep ? { keepErrors: true, keepIsSubmitted: true, keepFieldsRef: true } : { keepFieldsRef: true });
      store.refreshFields();
    },
    [reset, store],
  );
  // The values of a stored draft that still brings something to this model, else `null`.
  const readDraft = useCallback(() => (built ? usableDraft(built, draft) : null), [draft, built]);
  const [isDraftRestored, setDraftRestored] = useState(initial?.isDraftRestored ?? false);
  useModelSync(built, store, resetTo, readDraft, setDraftRestored);
  useDraftAfterHydration(initial !== null && !isHydrated, isHydrated, resetTo, readDraft, setDraftRestored);

  // Field errors reach the fields through the store, each field re-rendering only for its own.
  useEffect(
    () =>
      subscribe({
        formState: { errors: true },
        callback: ({ errors, name }) => store.setErrors(errors ?? {}, typeof name === 'string' ? [name] : undefined),
      }),
    [subscribe, store],
  );

  useEffect(() => {
    const flush = () => draft.flush();
    // Listened for from the first change on: there is nothing to flush before, and a mount stays cheap.
    let isListening = false;
    const unlisten = store.onChange(() => {
      draft.schedule();
      if (isListening) return;
      isListening = true;
      window.addEventListener('pagehide', flush);
    });
    return () => {
      unlisten();
      if (isListening) window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store, draft]);

  // One object per task shown: StrictMode's second run of the effect sends the same one, reported once.
  const opened = useMemo(() => ({ type: 'task_opened', taskId }) as const, [taskId]);
  useEffect(() => emit(opened), [emit, opened]);

  const [state, dispatch] = useReducer(submitReducer, initialSubmitState);
  const sendSubmission = useSubmissionSender(taskId);
  const inFlight = useRef(false);
  const latest = useRef<{ customer: Customer | undefined; onSubmitted: UseTaskFormOptions['onSubmitted'] }>({ customer, onSubmitted });
  useLayoutEffect(() => {
    latest.current = { customer, onSubmitted };
  });

  const refetchForConflict = useCallback(
    async (stale: TaskFormModel, error: PaykitError) => {
      try {
        const fresh = await queryClient.fetchQuery({
          queryKey: paykitQueryKeys.tasks.detail(taskId),
          queryFn: ({ signal }) => client.getTask(taskId, { signal }),
          staleTime: 0,
        });
        const conflict = diffTaskModels(stale, buildTaskForm(fresh, latest.current.customer));
        store.setChangedIds([...conflict.changedFieldIds, ...conflict.addedFieldIds]);
        dispatch({ type: 'conflicted', error, conflict });
      } catch (reason) {
        dispatch({ type: 'failed', error: toPaykitError(reason, 'The submission failed unexpectedly.') });
      }
    },
    [client, queryClient, store, taskId],
  );

  const showRefusal = useCallback(
    (model: TaskFormModel, error: PaykitError, placed: FormErrors) => {
      const paths = invalidPathsInOrder(model, (kind, id) => (kind === 'field' ? id in placed.fields : id in placed.groups));
      showErrorsThenFocus(
        store,
        () => {
          for (const [id, errors] of Object.entries(placed.fields)) setError(answerPath(id), serverErrorOption(errors));
          for (const [id, errors] of Object.entries(placed.groups)) setError(choicePath(id), serverErrorOption(errors));
          dispatch({ type: 'refused', error, formErrors: placed.form, invalidCount: paths.length });
        },
        paths,
      );
    },
    [setError, store],
  );

  const submit = useCallback(async () => {
    const model = store.model;
    if (!model || inFlight.current) return;
    inFlight.current = true;
    try {
      store.setAttempted(true);
      clearErrors();
      // Checks the mounted fields and turns on checking as the person types, as a submit does.
      await handleSubmit(() => undefined)();
      const result = toSubmission(model, toTaskFormValues(getValues()));
      if (!result.ok) {
        emit({ type: 'task_failed', taskId, error: 'invalid_answers' });
        const invalid = new Set(result.problems.map((problem) => problem.fieldId ?? `group:${problem.groupId}`));
        showErrorsThenFocus(
          store,
          () => {
            for (const { fieldId, groupId, problem } of result.problems)
              setError(fieldId === null ? choicePath(groupId) : answerPath(fieldId), problemErrorOption(problem));
            dispatch({ type: 'invalid', invalidCount: result.problems.length });
          },
          invalidPathsInOrder(model, (kind, id) => invalid.has(kind === 'field' ? id : `group:${id}`)),
        );
        return;
      }
      dispatch({ type: 'sent' });
      try {
        const submission = await sendSubmission(result.body);
        draft.clear();
        store.setChangedIds([]);
        setDraftRestored(false);
        dispatch({ type: 'accepted' });
        latest.current.onSubmitted?.(submission);
      } catch (reason) {
        const error = toPaykitError(reason, 'The submission failed unexpectedly.');
        const placed = error.kind === 'problem' ? fieldErrorsFromProblem(problemOf(error), model, result.body.answers) : null;
        if (!placed) dispatch({ type: 'failed', error });
        else if (placed.isRevisionConflict) await refetchForConflict(model, error);
        else showRefusal(model, error, placed);
      }
    } finally {
      inFlight.current = false;
    }
  }, [store, clearErrors, handleSubmit, getValues, setError, sendSubmission, draft, showRefusal, refetchForConflict, emit, taskId]);

  const discardDraft = useCallback(() => {
    draft.clear();
    store.setAttempted(false);
    if (store.model) resetTo(toFieldValues(store.model.defaultValues), false);
    setDraftRestored(false);
    dispatch({ type: 'discarded' });
  }, [draft, store, resetTo]);

  const getFormProps = useCallback(
    <P extends { onSubmit?: (event: FormEvent<HTMLFormElement>) => void }>(props?: P) => ({
      ...(props as P),
      noValidate: true as const,
      onSubmit: (event: FormEvent<HTMLFormElement>): void => {
        props?.onSubmit?.(event);
        event.preventDefault();
        void submit();
      },
    }),
    [submit],
  );

  const readValues = useCallback(() => toTaskFormValues(getValues()), [getValues]);
  const reload = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: paykitQueryKeys.tasks.detail(taskId) }),
      queryClient.invalidateQueries({ queryKey: paykitQueryKeys.customer() }),
    ]);
  }, [queryClient, taskId]);

  // After `taskId` changes, the form shows nothing of the previous task while the next one loads.
  const current = model?.taskId === taskId ? model : undefined;
  const loadError = taskQuery.error ?? customerQuery.error ?? null;
  return {
    status: current ? 'ready' : loadError ? 'error' : 'loading',
    task,
    customer,
    model: current,
    loadError,
    control,
    store,
    ...state,
    isDraftRestored,
    getValues: readValues,
    submit,
    discardDraft,
    reload,
    getFormProps,
  };
}
