import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'shared-ui/button';
import { TextArea } from 'shared-ui/text-area';
import { TextField } from 'shared-ui/text-field';
import { admin as t } from '../../texts/admin.ts';

/** One field of an item's form: a line of text (of an input type) or a paragraph ('area'). */
export interface FieldSpec<K extends string> {
  name: K;
  type?: 'text' | 'date' | 'url' | 'area';
  required?: boolean;
  maxLength?: number;
}

/**
 * The form of one item, new or edited: its fields, Save and Cancel. `save` sends the values and
 * resolves to whether they were saved (the server checks them and words what is wrong).
 */
export function ItemForm<K extends string>(props: {
  title: string;
  fields: readonly FieldSpec<K>[];
  labels: Readonly<Record<K, string>>;
  initial: Readonly<Record<K, string>>;
  save: (values: Record<K, string>) => Promise<boolean>;
  onDone: (saved: boolean) => void;
}) {
  const [values, setValues] = useState<Record<K, string>>({ ...props.initial });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const saved = await props.save(values);
    setBusy(false);
    if (saved) props.onDone(true);
  };
  return (
    <form className="admin-form admin-card" onSubmit={(e) => void submit(e)}>
      <h3>{props.title}</h3>
      {props.fields.map(({ name, type = 'text', required = false, maxLength }) => {
        const field = {
          name: `item-${name}`,
          label: props.labels[name],
          required,
          maxLength,
          value: values[name],
          onChange: (value: string) => setValues((before) => ({ ...before, [name]: value })),
        };
        return type === 'area' ? (
          <TextArea key={name} {...field} />
        ) : (
          <TextField key={name} type={type} {...field} />
        );
      })}
      <div className="admin-actions">
        <Button type="submit" busy={busy} busyLabel={t.saving}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={() => props.onDone(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The Add button, or the form while an item is added or edited. */
export function Editor(props: {
  editing: boolean;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return props.editing ? props.children : <Button onClick={props.onAdd}>{props.addLabel}</Button>;
}

/** What a list read all at once says before its items: loading, or its empty text. */
export function ListState({
  list,
  none,
}: {
  list: { value: readonly unknown[] | undefined; failed: boolean };
  none: string;
}) {
  if (list.value === undefined) return list.failed ? null : <p className="admin-muted">{t.loading}</p>;
  return list.value.length === 0 ? <p className="admin-muted">{none}</p> : null;
}
