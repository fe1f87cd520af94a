import { render, screen, within } from '@testing-library/react';
import { marketplace } from '../../texts/marketplace.ts';
import { Card } from './card.tsx';

describe('Card', () => {
  it('renders its heading at the asked level, its facts and its actions', () => {
    render(
      <ul>
        <Card
          as="li"
          title="Kikoi"
          headingLevel={3}
          media={<img src="/kikoi.webp" alt="A striped kikoi" />}
          meta={<span>Ksh 1,200</span>}
          actions={<a href="/product/1">{marketplace.viewDetails}</a>}
        >
          <p>Hand-woven in Kilifi.</p>
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Kikoi' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'A striped kikoi' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Ksh 1,200');
    expect(within(item).getByRole('link', { name: marketplace.viewDetails })).toBeInTheDocument();
  });
});
