// The shell provides the shared singletons eagerly (build/federation.ts), so the app starts from
// main.js itself, in steps: the first library needed starts in a task of its own, then the next,
// then the app's modules, instead of all of them in one long task that blocks a phone's main
// thread (`eager`: every step is in main.js, none is a chunk fetched after it).
import { yieldToMain } from './shared/yield-to-main.ts';

const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'shared-ui'),
  // The texts in the page's language (Kiswahili: a chunk of its own) before the app's modules read them.
  () => import(/* webpackMode: "eager" */ './app/language.ts').then((module) => module.languageReady),
  () => import(/* webpackMode: "eager" */ './bootstrap.tsx'),
];

void (async () => {
  for (const step of steps) {
    await yieldToMain();
    await step();
  }
})();
