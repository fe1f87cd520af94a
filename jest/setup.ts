import '@testing-library/jest-dom/jest-globals';

afterEach(async () => {
  // Tests of build-time code run in Node (`@jest-environment node`), without a document.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  const { resetFakeApi, takeContractProblems } = await import('./fake-api.ts');
  resetFakeApi();
  const problems = takeContractProblems();
  if (problems.length > 0)
    throw new Error(`The fake API met calls off the contract:\n${problems.join('\n')}`);
});
