/** Key paths: how an entry's msgctxt leads to its text in a module's exports. */

/** A step of a key path: a property, a list's item, or calling a function with values. */
export type Step =
  { readonly key: string } | { readonly index: number } | { readonly call: readonly unknown[] };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A key path as written: `products.loadMore`, `terms()[2].p`; the export's name left out when it is the module's one object. */
export function keyPath(steps: readonly Step[], showExport: boolean): string {
  let key = '';
  steps.forEach((step, index) => {
    if (index === 0 && !showExport) return;
    // A text a function gives is keyed by the function's name alone.
    if ('call' in step && index === steps.length - 1) return;
    if ('key' in step)
      key += IDENTIFIER.test(step.key) ? `${key ? '.' : ''}${step.key}` : `[${JSON.stringify(step.key)}]`;
    else if ('index' in step) key += `[${step.index}]`;
    else key += '()';
  });
  return key;
}

/** A property key as written. */
export const propertyKey = (key: string) => (IDENTIFIER.test(key) ? key : JSON.stringify(key));
