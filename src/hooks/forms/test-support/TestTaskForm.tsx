import { Profiler, useEffect } from 'react';
import type { ChoiceGroup, FormField } from '../../../core/forms/index.js';
import type { UseTaskFormOptions, UseTaskFormResult } from '../taskFormTypes.js';
import { TaskFormProvider } from '../TaskFormProvider.js';
import { useChoiceGroup } from '../useChoiceGroup.js';
import { useTaskField } from '../useTaskField.js';
import { useTaskForm } from '../useTaskForm.js';
import { useTaskTextField } from '../useTaskTextField.js';

function textOf(field: FormField, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.kind === 'document') return Array.isArray(value) ? value.join(',') : '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function valueOf(field: FormField, text: string): unknown {
  if (field.kind === 'document') return text === '' ? [] : text.split(',');
  if (!text.startsWith('[') && !text.startsWith('{')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A bare field over `useTaskField`: a text box (documents as comma-separated ids, objects as
 * JSON); a document field also has "New file", standing for a new file picked (`clearError`).
 */
function TestField({ field }: { field: FormField }) {
  const { value, onChange, error, isAbsent, setAbsent, clearError, isChanged, labelProps, inputProps } = useTaskField(field);
  return (
    <div data-changed={isChanged || undefined}>
      <label {...labelProps}>{field.label}</label>
      <input
        {...inputProps}
        value={textOf(field, value)}
        readOnly={field.isReadOnly}
        onChange={(event) => onChange(valueOf(field, event.target.value))}
      />
      {field.allowsAbsence && (
        <label>
          <input type="checkbox" checked={isAbsent} onChange={(event) => setAbsent(event.target.checked)} />
          {`I don't have this: ${field.label}`}
        </label>
      )}
      {field.kind === 'document' && (
        <button type="button" onClick={clearError}>
          {`New file: ${field.label}`}
        </button>
      )}
      {isChanged && <span>{`Changed: ${field.label}`}</span>}
      {error && (
        <p role="alert">{`${field.label}: ${error.source === 'client' ? error.problem.code : error.errors.map((each) => each.code).join(',')}`}</p>
      )}
    </div>
  );
}

/**
 * A bare text field over `useTaskTextField`, as a headless consumer writes it: an uncontrolled
 * text box whose label, help and error are tied to it by the hook's prop objects alone.
 */
function TestTextField({ field }: { field: FormField }) {
  const { error, isAbsent, setAbsent, isChanged, labelProps, inputProps, descriptionProps, errorMessageProps } = useTaskTextField(field);
  return (
    <div data-changed={isChanged || undefined}>
      <label {...labelProps}>{field.label}</label>
      {field.help && <p {...descriptionProps}>{field.help}</p>}
      <input {...inputProps} />
      {field.allowsAbsence && (
        <label>
          <input type="checkbox" checked={isAbsent} onChange={(event) => setAbsent(event.target.checked)} />
          {`I don't have this: ${field.label}`}
        </label>
      )}
      {isChanged && <span>{`Changed: ${field.label}`}</span>}
      {error && (
        <p role="alert" {...errorMessageProps}>
          {`${field.label}: ${error.source === 'client' ? error.problem.code : error.errors.map((each) => each.code).join(',')}`}
        </p>
      )}
    </div>
  );
}

/** `text` fields over `useTaskTextField`, every other field over `useTaskField`. */
function TestAnyField({ field }: { field: FormField }) {
  return field.kind === 'text' && !field.isReadOnly ? <TestTextField field={field} /> : <TestField field={field} />;
}

function TestChoiceGroup({ group }: { group: ChoiceGroup }) {
  const { error, groupProps, labelProps, descriptionProps, errorMessageProps, getRadioProps } = useChoiceGroup(group);
  return (
    <fieldset {...groupProps}>
      <legend {...labelProps}>{group.id}</legend>
      <p {...descriptionProps}>Choose one way to answer.</p>
      {group.members.map((member) => (
        <div key={member.id}>
          <label>
            <input {...getRadioProps(member.id)} />
            {`Choose ${member.label}`}
          </label>
          <TestAnyField field={member} />
        </div>
      ))}
      {error && <p role="alert" {...errorMessageProps}>{`${group.id}: ${error.code}`}</p>}
    </fieldset>
  );
}

/**
 * A bare task form over `useTaskForm`; `onForm` sees the hook's result after every render, and
 * `onEntryRender` is told each time an entry (field or group) renders.
 */
export function TestTaskForm({
  onForm,
  onEntryRender,
  ...options
}: UseTaskFormOptions & { onForm?: (form: UseTaskFormResult) => void; onEntryRender?: (entryId: string) => void }) {
  const form = useTaskForm(options);
  useEffect(() => {
    onForm?.(form);
  });
  if (form.status !== 'ready' || !form.model) return <p>{form.status}</p>;
  return (
    <TaskFormProvider form={form}>
      <form aria-label="Task" {...form.getFormProps()}>
        {form.model.entries.map((entry) => {
          const id = entry.type === 'field' ? entry.field.id : entry.group.id;
          return (
            <Profiler key={id} id={id} onRender={() => onEntryRender?.(id)}>
              {entry.type === 'field' ? <TestAnyField field={entry.field} /> : <TestChoiceGroup group={entry.group} />}
            </Profiler>
          );
        })}
        <p role="status">{form.submitStatus}</p>
        <button type="submit">Submit</button>
      </form>
    </TaskFormProvider>
  );
}
