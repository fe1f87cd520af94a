import type { InputHTMLAttributes } from 'react';
import { FieldFrame, splitFieldProps, useFieldIds, type FieldFrameProps } from '../field/field.tsx';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'children'
>;

export interface NumberFieldProps extends FieldFrameProps, InputAttributes {
  name: string;
  /** The text as typed ('' when empty), so a half-typed number is never lost; the rules parse it. */
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  /** 1 by default; 'any' for prices. */
  step?: number | 'any';
}

/** A labelled number input (age, price) with its hint and error; the numeric keypad on phones. */
export function NumberField(props: NumberFieldProps) {
  const { frame, control } = splitFieldProps(props);
  const { value, onChange, step = 1, ...input } = control;
  const { ids, controlProps } = useFieldIds(frame);
  return (
    <FieldFrame {...frame} ids={ids}>
      <input
        {...input}
        {...controlProps}
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        step={step}
        value={value}
        required={frame.required}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
