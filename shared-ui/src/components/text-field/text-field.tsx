import type { InputHTMLAttributes } from 'react';
import { countOf, FieldFrame, splitFieldProps, useFieldIds, type FieldFrameProps } from '../field/field.tsx';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'children'
>;

export interface TextFieldProps extends FieldFrameProps, InputAttributes {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search' | 'date';
  /** The spec's length limit: the field stops there and shows a counter when `showCount` is set. */
  maxLength?: number;
  showCount?: boolean;
}

/** A labelled one-line input with its hint, counter and error wired to it. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  const { value, onChange, type = 'text', showCount, ...input } = control;
  const count = countOf(value, input.maxLength, showCount);
  const { ids, controlProps } = useFieldIds(frame, Boolean(count));
  return (
    <FieldFrame {...frame} ids={ids} count={count}>
      <input
        {...input}
        {...controlProps}
        type={type}
        value={value}
        required={frame.required}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
