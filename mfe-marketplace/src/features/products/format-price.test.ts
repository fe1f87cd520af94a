import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  const intl = new Intl.NumberFormat('en-KE');

  it.each([
    0, 5, 99, 100, 999, 1000, 1500, 12_345, 100_000, 1_234_567, 25_000_000, 0.5, 1.25, 2499.5, 1999.99,
    1234.5678, 0.0004, 0.0005, 10.1, 999_999.9996, -1500, -0.25,
  ])('writes %p as Intl en-KE does', (amount) => {
    expect(formatPrice(amount)).toBe(intl.format(amount));
  });

  it('writes thousands with commas and keeps a fraction', () => {
    expect(formatPrice(1500)).toBe('1,500');
    expect(formatPrice(2499.5)).toBe('2,499.5');
  });
});
