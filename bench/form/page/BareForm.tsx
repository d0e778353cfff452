import { useForm } from 'react-hook-form';

/** Props of {@link BareForm}. */
export interface BareFormProps {
  /** How many labelled text inputs to render. */
  count: number;
}

type BareValues = Record<string, string>;

const names = (count: number) => Array.from({ length: count }, (_, index) => `q${index + 1}`);

/**
 * The baseline: a bare react-hook-form form with `count` required text inputs, each registered
 * (uncontrolled, RHF's own recommendation) and labelled. No styling, no messages, no model.
 */
export function BareForm({ count }: BareFormProps) {
  const fieldNames = names(count);
  const { register, handleSubmit } = useForm<BareValues>({
    defaultValues: Object.fromEntries(fieldNames.map((name) => [name, ''])),
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      {fieldNames.map((name, index) => (
        <div key={name}>
          <label htmlFor={`bare-${name}`}>Answer to question {index + 1}</label>
          <input id={`bare-${name}`} type="text" {...register(name, { required: true })} />
        </div>
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}
