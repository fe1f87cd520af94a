import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { texts } from 'shared-ui';
import { mockIntersectionObserver, mockMatchMedia } from '../../test/browser.ts';
import { MissionSection, SECTION_VISIBILITY_THRESHOLD } from './mission-section.tsx';

const renderMission = () =>
  render(
    <MemoryRouter>
      <MissionSection />
    </MemoryRouter>,
  );

describe('mission section', () => {
  beforeEach(() => mockMatchMedia());

  it('fades in once 30 % of it is visible', () => {
    const observer = mockIntersectionObserver();
    try {
      renderMission();
      const section = screen.getByRole('region', { name: texts.home.missionTitle });
      expect(SECTION_VISIBILITY_THRESHOLD).toBe(0.3);
      expect(observer.observed[0]?.options?.threshold).toContain(0.3);
      expect(section).not.toHaveClass('is-visible');
      act(() => observer.reveal(section, 0.1));
      expect(section).not.toHaveClass('is-visible');
      act(() => observer.reveal(section, 0.3));
      expect(section).toHaveClass('is-visible');
      act(() => observer.reveal(section, 0));
      expect(section).toHaveClass('is-visible');
    } finally {
      observer.restore();
    }
  });

  it('is simply shown where IntersectionObserver is missing', () => {
    renderMission();
    expect(screen.getByRole('region', { name: texts.home.missionTitle })).toHaveClass('is-visible');
  });

  it('toggles the five key pillars', async () => {
    const user = userEvent.setup();
    renderMission();
    const toggle = screen.getByRole('button', { name: texts.home.explorePillars });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: texts.home.pillarsLabel })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName(texts.home.hidePillars);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const pillars = within(screen.getByRole('list', { name: texts.home.pillarsLabel })).getAllByRole(
      'listitem',
    );
    expect(pillars.map((item) => item.textContent)).toEqual([...texts.community.pillars]);
    expect(pillars).toHaveLength(5);

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName(texts.home.explorePillars);
    expect(screen.queryByRole('list', { name: texts.home.pillarsLabel })).not.toBeInTheDocument();
  });

  it('links to /about', () => {
    renderMission();
    expect(screen.getByRole('link', { name: texts.home.learnAboutUs })).toHaveAttribute('href', '/about');
  });

  describe('core values', () => {
    const [unity, knowledge] = texts.community.coreValues;

    it('shows four cards with title and summary', () => {
      renderMission();
      expect(screen.getByRole('heading', { name: texts.home.valuesTitle })).toBeInTheDocument();
      for (const value of texts.community.coreValues) {
        expect(screen.getByRole('button', { name: value.title })).toBeInTheDocument();
        expect(screen.getByText(value.summary)).toBeVisible();
        expect(screen.getByText(value.details)).not.toBeVisible();
      }
      expect(texts.community.coreValues).toHaveLength(4);
    });

    it('shows the details on hover', async () => {
      const user = userEvent.setup();
      renderMission();
      await user.hover(screen.getByText(unity.summary));
      expect(screen.getByText(unity.details)).toBeVisible();
      expect(screen.getByText(knowledge.details)).not.toBeVisible();
      await user.unhover(screen.getByText(unity.summary));
      expect(screen.getByText(unity.details)).not.toBeVisible();
    });

    it('shows the details on keyboard focus', async () => {
      const user = userEvent.setup();
      renderMission();
      screen.getByRole('link', { name: texts.home.learnAboutUs }).focus();
      await user.tab();
      const card = screen.getByRole('button', { name: unity.title });
      expect(card).toHaveFocus();
      expect(card).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(unity.details)).toBeVisible();
      await user.tab();
      expect(screen.getByText(unity.details)).not.toBeVisible();
      expect(screen.getByText(knowledge.details)).toBeVisible();
    });

    it('toggles the details on tap', async () => {
      const user = userEvent.setup();
      renderMission();
      const card = screen.getByRole('button', { name: knowledge.title });
      await user.pointer({ keys: '[TouchA]', target: card });
      expect(screen.getByText(knowledge.details)).toBeVisible();
    });
  });
});
