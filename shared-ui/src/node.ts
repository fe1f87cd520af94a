/**
 * What Node loads for `shared-ui` (the package's `node` export condition): the part of it a
 * remote's route table and endpoint functions use, without components. A remote's webpack
 * config loads its route table in Node to write `remote.json`; the browser builds (which
 * resolve the `webpack` condition) and the tests get the whole of src/index.ts.
 */
export * from './api/index.ts';
export * from './contracts/index.ts';
export { lazyPage, preloadPage, type LazyPage, type PageRoute } from './router/lazy-page.ts';
export { deviceSrcSet, lowDataNow } from './preferences/low-data.ts';
