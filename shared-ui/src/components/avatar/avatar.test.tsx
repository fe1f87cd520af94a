import { fireEvent, render, screen } from '@testing-library/react';
import { withPicturesFailed } from '../../../../jest/failed-pictures.ts';
import { Avatar, initials } from './avatar.tsx';

describe('Avatar', () => {
  it('shows the profile image, named by the person', () => {
    render(<Avatar name="Amina Mwende" src="/api/users/7.webp" />);
    expect(screen.getByRole('img', { name: 'Amina Mwende' })).toHaveAttribute('src', '/api/users/7.webp');
  });

  it('falls back to the initials without an image, or when it fails to load', () => {
    const { rerender } = render(<Avatar name="Amina Mwende" />);
    expect(screen.getByRole('img', { name: 'Amina Mwende' })).toHaveTextContent('AM');
    rerender(<Avatar name="Baya" src="/broken.webp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Baya' }));
    expect(screen.getByRole('img', { name: 'Baya' })).toHaveTextContent('B');
  });

  it('falls back to the initials when the image failed before the page was live', () =>
    withPicturesFailed('/broken.webp', () => {
      render(<Avatar name="Baya Mwenda" src="/broken.webp" />);
      expect(screen.getByRole('img', { name: 'Baya Mwenda' })).toHaveTextContent('BM');
      expect(document.querySelector('img')).toBeNull();
    }));

  it('is hidden from screen readers beside the name it repeats', () => {
    render(<Avatar name="Amina" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(initials('  kahindi  wa  baya mwenda ')).toBe('KW');
  });
});
