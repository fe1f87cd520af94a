import '@testing-library/jest-dom/jest-globals';

afterEach(() => {
  // Tests of build-time code run in Node (`@jest-environment node`), without a document.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
