import { type ComponentProps, type ReactNode, useId } from 'react';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** A control drawn inside the input's right edge, such as a show-password toggle. */
  trailing?: ReactNode;
};

export function TextField({ label, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="relative">
        <input id={id} className={`field-input ${trailing ? 'pr-12' : ''}`} {...input} />
        {trailing}
      </div>
    </div>
  );
}
