import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, splitFieldProps, useFieldIds, type FieldFrameProps } from '../field/field.tsx';

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>;

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string = string> extends FieldFrameProps, SelectAttributes {
  name: string;
  value: V;
  onChange: (value: V) => void;
  /** A list of options, or plain strings (each its own label). */
  options: readonly (SelectOption<V> | V)[];
  /** A first option with the value '' (e.g. marketplace.products.allCategories). */
  placeholder?: string;
}

/** A labelled drop-down with its hint and error. */
export function Select<V extends string = string>(props: SelectProps<V>) {
  const { frame, control } = splitFieldProps(props);
  const { value, onChange, options, placeholder, ...select } = control;
  const { ids, controlProps } = useFieldIds(frame);
  return (
    <FieldFrame {...frame} ids={ids}>
      <select
        {...select}
        {...controlProps}
        value={value}
        required={frame.required}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
