import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { account } from '../../texts/account.ts';
import { Tabs } from './tabs.tsx';

const [article, reel, music, youtube] = account.create.tabs;
const tabs = account.create.tabs.map((label) => ({ key: label, label, panel: <p>{`${label} form`}</p> }));

describe('Tabs', () => {
  it('shows the first tab selected with its panel, named by the tab', () => {
    render(<Tabs label="Create" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: article, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: article })).toHaveTextContent(`${article} form`);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects by click, and by arrow keys, Home and End with one tab stop', async () => {
    const onSelect = jest.fn();
    render(<Tabs label="Create" tabs={tabs} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: music }));
    expect(screen.getByRole('tabpanel', { name: music })).toBeInTheDocument();
    expect(onSelect).toHaveBeenLastCalledWith(music);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: youtube })).toHaveFocus();
    expect(screen.getByRole('tab', { name: youtube })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: article })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: youtube })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: article, selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: youtube, selected: true })).toHaveFocus();
    expect(screen.getByRole('tab', { name: reel })).toHaveAttribute('tabindex', '-1');
  });

  it('follows the page when it controls the selection', () => {
    render(<Tabs label="Create" tabs={tabs} selected={reel} />);
    expect(screen.getByRole('tabpanel', { name: reel })).toBeInTheDocument();
  });
});
