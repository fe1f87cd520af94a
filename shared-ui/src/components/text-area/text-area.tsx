import type { TextareaHTMLAttributes } from 'react';
import { countOf, FieldFrame, splitFieldProps, useFieldIds, type FieldFrameProps } from '../field/field.tsx';

type AreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'children'>;

export interface TextAreaProps extends FieldFrameProps, AreaAttributes {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The spec's length limit; with `showCount` a counter shows "used / max". */
  maxLength?: number;
  showCount?: boolean;
}

/** A labelled multi-line text area (5 rows by default) with its hint, counter and error. */
export function TextArea(props: TextAreaProps) {
  const { frame, control } = splitFieldProps(props);
  const { value, onChange, showCount, rows = 5, ...area } = control;
  const count = countOf(value, area.maxLength, showCount);
  const { ids, controlProps } = useFieldIds(frame, Boolean(count));
  return (
    <FieldFrame {...frame} ids={ids} count={count}>
      <textarea
        {...area}
        {...controlProps}
        rows={rows}
        value={value}
        required={frame.required}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
