/**
 * A programme's theme to and from the W3C Design Tokens format (DTCG, the 2025.10 report), for
 * Figma variables and Tokens Studio (docs/decisions/0065-design-tokens-travel-as-dtcg-read-by-terrazzo.md):
 *
 *   exportTokens   the programme's theme, every token resolved (a brand-form theme.json too), as a
 *                  `.tokens.json` file
 *   importTokens   a `.tokens.json` file read by Terrazzo's parser (the report's validation, groups,
 *                  `$type` inherited, aliases followed), turned into theme.json, and written only when
 *                  every check `npm run program:check` makes passes with it in place
 *
 * Build tooling only: the parser never reaches the portal (a unit test holds it to tools/).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig, Logger, parse } from '@terrazzo/parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadProgram } from '@portal/program-config/load';
import { schemaRef } from '@portal/program-config/scaffold';
import { dtcgFileText, formatThemeJson, fromDtcgTokens, type ResolvedDtcgToken } from '@portal/tokens/dtcg';
import { programScorecard } from './programCheck.ts';
import { themeJsonSchema } from './programSchemas.ts';

/** Where `npm run tokens:export CODE` writes, from the repository's root. */
export const exportPath = (code: string) => `dist/tokens/${code}.tokens.json`;

/** The programme's theme as DTCG text. The programme must build. */
export function exportTokens(code: string, root: string, dir = join(root, 'programs', code)): string {
  const program = loadProgram(dir, root);
  return dtcgFileText(program.theme, program.file.displayName, code);
}

/** The tokens of a DTCG file, resolved, or the parser's refusal (it names the line and the token). */
async function readDtcg(text: string, name: string): Promise<{ tokens: Record<string, ResolvedDtcgToken> } | { problems: string[] }> {
  const logger = new Logger({ level: 'silent' });
  try {
    const cwd = new URL('file:///');
    const { tokens } = await parse([{ src: text, filename: new URL(name, 'file:///') }], { config: defineConfig({}, { cwd, logger }), logger });
    return { tokens: Object.fromEntries(Object.entries(tokens).map(([id, token]) => [id, { $type: token.$type, $value: token.$value, aliasedBy: token.aliasedBy }])) };
  } catch (error) {
    return { problems: [`${name} is not a DTCG 2025.10 token file the parser accepts:`, ...(error as Error).message.split('\n')] };
  }
}

export interface ImportResult {
  /** What stops the import, one line each; empty when it wrote (or, dry, would write). */
  problems: string[];
  /** theme.json's new text, when every check passed. */
  themeJson: string | null;
}

/**
 * Reads `text` (a DTCG file called `name`) as the theme of the programme in `dir`, runs every check
 * of the programme scorecard with it in place of theme.json, and writes theme.json only when none
 * fails (`write: false` checks and writes nothing).
 */
export async function importTokens(code: string, text: string, name: string, root: string, { dir = join(root, 'programs', code), write = true } = {}): Promise<ImportResult> {
  const refused = (problems: string[]): ImportResult => ({ problems, themeJson: null });
  const read = await readDtcg(text, name);
  if ('problems' in read) return refused(read.problems);
  const { theme, problems } = fromDtcgTokens(read.tokens);
  if (!theme) return refused([`${name} does not hold the theme's tokens:`, ...problems.map((problem) => `  ${problem.path}: ${problem.message}`)]);

  // The file's own notes ($schema, $comment) stay; the tokens are the imported ones.
  const themePath = join(dir, 'theme.json');
  const current = existsSync(themePath) ? (JSON.parse(readFileSync(themePath, 'utf8')) as Record<string, unknown>) : {};
  const notes = Object.fromEntries(Object.entries(current).filter(([key]) => key.startsWith('$')));
  const themeJson = formatThemeJson({ $schema: schemaRef('theme.schema.json'), ...notes, ...theme });

  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(themeJsonSchema());
  if (!validate(JSON.parse(themeJson))) {
    return refused(['theme.json would not pass its JSON Schema:', ...(validate.errors ?? []).map((error) => `  ${error.instancePath || '(root)'}: ${error.message}`)]);
  }

  // Every row of the scorecard, on a copy of the folder with the new theme.json in it.
  const scratch = mkdtempSync(join(tmpdir(), `tokens-${code}-`));
  try {
    cpSync(dir, scratch, { recursive: true });
    writeFileSync(join(scratch, 'theme.json'), themeJson);
    const shownScratch = relative(root, scratch);
    const shown = relative(root, dir) || dir;
    const failed = programScorecard(code, root, { dir: scratch, builtDir: join(scratch, 'not-built') }).filter((row) => row.status === 'fail');
    if (failed.length) {
      return refused(
        failed.flatMap((row) => [`${code} ${row.check} fails with the imported theme:`, ...row.detail.map((line) => `  ${line.split(shownScratch).join(shown)}`)]),
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (write) writeFileSync(themePath, themeJson);
  return { problems: [], themeJson };
}
