/** Export: a language's texts as one PO file per catalogue module. */
import path from 'node:path';
import { catalogueModules, type Catalogues } from './catalogues.ts';
import { moduleTexts } from './entries.ts';
import { poFile } from './po.ts';
import { writeWhole } from './rewrite.ts';

export interface ExportResult {
  /** The PO files written. */
  readonly files: string[];
  /** `<file> <key>` of functions that compute with their values: not in the PO files. */
  readonly computed: string[];
}

/** Writes `<dir>/<code>/<module>.po` for every catalogue module. */
export async function exportLanguage(
  catalogues: Catalogues,
  code: string,
  dir: string,
): Promise<ExportResult> {
  const files: string[] = [];
  const computed: string[] = [];
  for (const module of catalogueModules(catalogues, code)) {
    const texts = await moduleTexts(catalogues, module);
    const file = path.join(dir, code, `${module.id}.po`);
    writeWhole(file, poFile(code, texts));
    files.push(file);
    const relative = path.relative(catalogues.root, module.translation);
    computed.push(...texts.computed.map((key) => `${relative} ${key}`));
  }
  return { files, computed };
}
