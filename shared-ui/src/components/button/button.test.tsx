import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from '../../texts/index.ts';
import { account } from '../../texts/account.ts';
import { Button, buttonClass } from './button.tsx';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Like</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while busy is disabled, marked busy and says its busy label', () => {
    render(
      <Button type="submit" busy busyLabel={account.create.submitting}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: account.create.submitting });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('takes its variant and size as classes, which links can share', () => {
    render(
      <Button variant="danger" size="small">
        {texts.common.delete}
      </Button>,
    );
    expect(screen.getByRole('button', { name: texts.common.delete })).toHaveClass(
      'ui-button',
      'ui-button--danger',
      'ui-button--small',
    );
    expect(buttonClass()).toBe('ui-button');
    expect(buttonClass('ghost')).toBe('ui-button ui-button--ghost');
  });
});
