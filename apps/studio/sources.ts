/**
 * Every programme folder as the studio starts from it: programs/<CODE>/'s JSON files parsed, its
 * SVGs and stylesheets as text, its raster images as data: addresses, bundled by Storybook's Vite
 * build. A new folder under programs/ appears here without touching this file.
 */
import type { FolderFile, ProgrammeSource } from './draft.ts';

const json = import.meta.glob<unknown>('../../programs/*/*.json', { eager: true, import: 'default' });
const texts = import.meta.glob<string>(['../../programs/*/**/*.svg', '../../programs/*/*.css'], { eager: true, query: '?raw', import: 'default' });
const images = import.meta.glob<string>('../../programs/*/**/*.{png,webp,jpg}', { eager: true, query: '?inline', import: 'default' });

const PREFIX = '../../programs/';

function collect(): ProgrammeSource[] {
  const byCode = new Map<string, ProgrammeSource>();
  const entry = (path: string): [ProgrammeSource, string] => {
    const [code = '', ...rest] = path.slice(PREFIX.length).split('/');
    let source = byCode.get(code);
    if (!source) byCode.set(code, (source = { code, json: {}, files: {} }));
    return [source, rest.join('/')];
  };
  for (const [path, value] of Object.entries(json)) {
    const [source, name] = entry(path);
    source.json[name] = value;
  }
  for (const [path, text] of Object.entries(texts)) {
    const [source, name] = entry(path);
    source.files[name] = { text } satisfies FolderFile;
  }
  for (const [path, dataUrl] of Object.entries(images)) {
    const [source, name] = entry(path);
    source.files[name] = { dataUrl } satisfies FolderFile;
  }
  // A folder is a programme when it has its program.json (the same rule as the build's).
  return [...byCode.values()].filter((source) => 'program.json' in source.json).sort((a, b) => a.code.localeCompare(b.code));
}

export const programmeSources: ProgrammeSource[] = collect();
