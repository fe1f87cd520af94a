import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { texts } from '../../texts/index.ts';
import { marketplace } from '../../texts/marketplace.ts';
import { limits } from '../../validation/limits.ts';
import { NumberField } from '../number-field/number-field.tsx';
import { Select } from '../select/select.tsx';
import { TextArea } from '../text-area/text-area.tsx';
import { TextField } from '../text-field/text-field.tsx';

function ArticleName({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      name="article_name"
      label="Name"
      hint="Shown on the card"
      required
      showCount
      maxLength={limits.articleNameMax}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('fields', () => {
  it('name the control by its label and describe it by its hint, counter and error', () => {
    render(<ArticleName error="Name is required." />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Shown on the card/);
    expect(input).toHaveAccessibleDescription(/0 \/ 20/);
    expect(input).toHaveAccessibleDescription(/Name is required\./);
  });

  it('are valid without an error, and count characters up to the spec limit', async () => {
    render(<ArticleName />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Habari za Kaya Kinondo');
    expect(input).toHaveValue('Habari za Kaya Kinon');
    expect(input).toHaveAccessibleDescription(/20 \/ 20/);
    expect(input).toHaveAccessibleDescription(
      new RegExp(texts.form.charactersLeft(0).replace(/[()]/g, '\\$&')),
    );
  });

  it('a text area reports every change as text', async () => {
    const onChange = jest.fn();
    render(<TextArea name="description" label="Description" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'K');
    expect(onChange).toHaveBeenCalledWith('K');
  });

  it('a number field is a spin button that hands back what was typed', async () => {
    const onChange = jest.fn();
    render(
      <NumberField
        name="age"
        label="Age"
        min={0}
        value=""
        onChange={onChange}
        error="Age must be a number."
      />,
    );
    const age = screen.getByRole('spinbutton', { name: 'Age' });
    expect(age).toHaveAccessibleDescription('Age must be a number.');
    await userEvent.type(age, '7');
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('a select offers its placeholder first, then plain or labelled options', async () => {
    const onChange = jest.fn();
    render(
      <>
        <Select
          name="category"
          label="Category"
          placeholder={marketplace.products.allCategories}
          options={['Crafts', 'Food']}
          value=""
          onChange={onChange}
        />
        <Select
          name="sort"
          label="Sort"
          options={[{ value: 'liked', label: 'Top Liked' }]}
          value="liked"
          onChange={() => undefined}
        />
      </>,
    );
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      marketplace.products.allCategories,
      'Crafts',
      'Food',
      'Top Liked',
    ]);
    await userEvent.selectOptions(category, 'Food');
    expect(onChange).toHaveBeenCalledWith('Food');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('liked');
  });
});
