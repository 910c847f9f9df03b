/**
 * The programme studio: a programme folder edited in the browser, with the build's own rules
 * applied at every keystroke, the real screens beside it in the draft, and an export of the folder
 * that builds as it is. For designers and onboarding engineers; it lives in Storybook, which they
 * already use, and its previews are Storybook's own stories (live.tsx).
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { baseCopy } from '@portal/program-config/copy/en';
import { baseTranslations } from '@portal/program-config/check';
import { languages as portalLanguages, type Language } from '@portal/formats';
import { featureNames } from '@portal/program-config/features';
import { colorToken, contrastPairs, pairRatio, findContrastProblems, formatRatio, AA_MINIMUM, meetsAA, listTokens, tokenDescriptions, type ThemeTokens, type TokenPath } from '@portal/tokens';
import { nearestKey } from '@portal/program-config/nearest';
import { PROGRAM_CODE } from '@portal/program-config/scaffold';
import { referenceRows } from '@portal/program-config/reference';
import {
  brandOf,
  checkDraft,
  derivedFromBrand,
  draftLanguages,
  draftOf,
  exportDesignTokens,
  exportedFiles,
  exportZip,
  isPairProblem,
  newDraft,
  tokensOf,
  valueAt,
  withPlaceholderLogos,
  withValue,
  type ContrastGroup,
  type DataFile,
  type Draft,
  type DraftCheck,
  type ProgrammeSource,
} from './draft.ts';
import { draftFileName, draftFileText, draftFromFile, keepDraft, keptDraft } from './keep.ts';
import { useDraftBroadcast } from './live.tsx';
import { WRITER_PATH, type WriteRequest, type Written } from './localExport.ts';
import * as styles from './Studio.css.ts';

const NEW = '(new)';
const reference = new Map(referenceRows().map((row) => [row.path, row]));
const TOKEN_GROUPS: [string, string][] = [
  ['color.background', 'Backgrounds'],
  ['color.foreground', 'Text'],
  ['color.border', 'Borders and focus'],
  ['color.button', 'Buttons'],
  ['color.status', 'Timeline statuses'],
  ['color.progress', 'Progress'],
  ['font', 'Faces'],
  ['radius', 'Corners'],
  ['space', 'Spacing'],
];
const HEX = /^#[0-9a-f]{6}$/i;

/** A description with `code` spans, as the schema writes them. */
function Described({ text }: { text: string }) {
  return <>{text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part))}</>;
}

interface FieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  problems: readonly (string | FieldProblem)[];
  type?: 'text' | 'tel' | 'url' | 'number';
  lang?: string;
}

/** A problem as a field shows it: one sentence, and for a colour, the pairs it breaks listed under it. */
interface FieldProblem {
  text: string;
  pairs?: string[];
}

/** A labelled choice among options: the studio's settings (programme, screen, beside it, widths, zoom). */
function Choice({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field label={label} problems={[]}>
      {(control) => (
        <select id={control.id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A labelled control with its description and its problems, each tied to it (aria-describedby). */
function Field({ label, description, problems, children }: { label: string; description?: string; problems: readonly (string | FieldProblem)[]; children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', problems.length ? `${id}-problems` : ''].filter(Boolean).join(' ') || undefined;
  const told = problems.map((problem) => (typeof problem === 'string' ? { text: problem } : problem));
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className={styles.hint}>
          <Described text={description} />
        </p>
      ) : null}
      {children({ id, 'aria-invalid': problems.length > 0, 'aria-describedby': describedBy })}
      {told.length ? (
        <div id={`${id}-problems`} className={styles.problem}>
          {told.map((problem, index) => (
            <Fragment key={index}>
              <p>{problem.text}</p>
              {problem.pairs ? (
                <ul className={styles.problems}>
                  {problem.pairs.map((pair) => (
                    <li key={pair}>{pair}</li>
                  ))}
                </ul>
              ) : null}
            </Fragment>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function TextField({ label, description, value, onChange, problems, type = 'text', lang }: FieldProps) {
  return (
    <Field label={label} description={description} problems={problems}>
      {(control) => <input {...control} className={styles.input} type={type} lang={lang} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/**
 * The problems of one field (and of the fields inside it). The pairs of colours a token breaks are
 * one problem of that token, told once with the pairs under it (contrastGroups), not once per pair.
 */
const problemsAt = (check: DraftCheck, file: string, path: string): FieldProblem[] => {
  const own = check.problems
    .filter((problem) => !isPairProblem(problem) && problem.file === file && (problem.path === path || problem.path.startsWith(`${path}.`)))
    .map((problem) => ({ text: problem.path === path ? problem.message : `${problem.path}: ${problem.message}` }));
  const group = file === 'theme.json' ? check.contrast.find((each) => each.token === path) : undefined;
  return group ? [...own, contrastProblem(group)] : own;
};

const pluralPairs = (count: number) => `${count} pair${count === 1 ? '' : 's'}`;
const contrastProblem = (group: ContrastGroup): FieldProblem => ({
  text: `Below WCAG AA in ${pluralPairs(group.pairs.length)} of colours (the Contrast table offers a passing shade):`,
  pairs: group.pairs.map((pair) => `${pair.path}: ${pair.message}`),
});

function Section({ title, children, description }: { title: string; children: ReactNode; description?: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description ? <p className={styles.hint}>{description}</p> : null}
      {children}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Start: a programme of programs/, or a new one

function Start({ sources, current, onStart }: { sources: ProgrammeSource[]; current: string; onStart: (draft: Draft, said: string) => void }) {
  const [choice, setChoice] = useState(current || NEW);
  const [code, setCode] = useState('ACME');
  const [name, setName] = useState('Acme Care');
  const [primary, setPrimary] = useState('#c2185b');
  const template = sources.find((source) => source.code === 'BISP') ?? sources[0];
  const codeProblem = choice !== NEW ? [] : !PROGRAM_CODE.test(code) ? ['2-12 capital letters or digits, starting with a letter, e.g. ACME.'] : sources.some((source) => source.code === code) ? [`programs/${code} exists: choose another code.`] : [];
  const colourProblem = choice === NEW && !HEX.test(primary) ? ['A colour as #rrggbb.'] : [];
  const nameProblem = choice === NEW && !name.trim() ? ['The name patients read.'] : [];
  const start = () => {
    if (choice !== NEW) {
      const source = sources.find((each) => each.code === choice)!;
      onStart(draftOf(source), `Started from ${choice}: the studio shows its folder as it is in programs/${choice}.`);
    } else if (template && !codeProblem.length && !colourProblem.length && !nameProblem.length) {
      onStart(newDraft(template, code, name.trim(), primary.toLowerCase(), new Date().getFullYear()), `Started ${code}, "${name.trim()}", from the brand colour ${primary} (as npm run new-program does).`);
    }
  };
  return (
    <Section title="Start from" description="A programme of programs/, or a new one from its code, name and brand colour. Starting again drops the edits below.">
      <Choice label="Programme" value={choice} onChange={setChoice}>
        {sources.map((source) => (
          <option key={source.code} value={source.code}>
            {source.code} ({String((source.json['program.json'] as { displayName?: string }).displayName ?? '')})
          </option>
        ))}
        <option value={NEW}>A new programme</option>
      </Choice>
      {choice === NEW ? (
        <>
          <TextField label="Code" description="Its folder's name under programs/ and its Nx project." value={code} onChange={(value) => setCode(value.toUpperCase())} problems={codeProblem} />
          <TextField label="Display name" value={name} onChange={setName} problems={nameProblem} />
          <ColourField label="Brand colour" value={primary} onChange={setPrimary} problems={colourProblem} />
        </>
      ) : null}
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={start}>
          Start
        </button>
      </div>
    </Section>
  );
}

function ColourField({ label, value, onChange, problems, description }: Omit<FieldProps, 'type' | 'lang'>) {
  return (
    <Field label={label} description={description} problems={problems}>
      {(control) => (
        <div className={styles.tokenRow}>
          <input type="color" className={styles.colourPicker} aria-label={`${label}: colour picker`} value={HEX.test(value) ? value.toLowerCase() : '#000000'} onChange={(event) => onChange(event.target.value)} />
          <input {...control} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)} spellCheck={false} />
        </div>
      )}
    </Field>
  );
}

// ---------------------------------------------------------------------------------------------
// Scorecard and export

/**
 * What the studio last said. A refused export is told against the draft as it is now: the count
 * follows the edits, and once nothing stops the build it says so instead of a stale refusal.
 */
export type Said = { text: string } | { refused: true };

/** The things to fix: each problem, a colour's broken pairs counted once. */
const toFix = (check: DraftCheck) => check.problems.filter((problem) => !isPairProblem(problem)).length + check.contrast.length;

function saidText(said: Said, check: DraftCheck): string {
  if ('text' in said) return said.text;
  const count = toFix(check);
  return count
    ? `Not exported: ${count} problem${count === 1 ? '' : 's'} would stop the build. Each is listed under "What stops the build".`
    : 'Nothing stops the build now: export it again.';
}

/** Whether this Storybook can write into programs/ (its dev server, tools/generators/studioWriter.ts), asked once. */
function useLocalWriter(): boolean {
  const [local, setLocal] = useState(false);
  useEffect(() => {
    let current = true;
    fetch(WRITER)
      .then((response) => (response.ok ? (response.json() as Promise<{ writes?: string }>) : null))
      .then((body) => current && setLocal(body?.writes === 'programs/'))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return local;
}

/** The writer's address, beside Storybook's index.json (a relative address, as the studio is served). */
const WRITER = WRITER_PATH.slice(1);

const base64Of = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

function Scorecard({ draft, check, onSay }: { draft: Draft; check: DraftCheck; onSay: (said: Said) => void }) {
  const code = String(draft.data['program.json'].code ?? '');
  const local = useLocalWriter();
  const [written, setWritten] = useState<string[]>([]);
  const save = (blob: Blob, name: string) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const refused = () => {
    if (check.checked) return false;
    onSay({ refused: true });
    return true;
  };
  const download = () => {
    if (refused()) return;
    save(new Blob([exportZip(draft, check) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), `${code}.zip`);
    onSay({ text: `Exported ${code}.zip: unzip it into programs/ and build it with npx nx build ${code}.` });
  };
  const write = async () => {
    if (refused()) return;
    const files = Object.fromEntries(Object.entries(exportedFiles(draft)).map(([path, content]) => [path, typeof content === 'string' ? { text: content } : { base64: base64Of(content) }]));
    const request: WriteRequest = { startedFrom: draft.startedFrom, files, ...(written.includes(code) ? { replaces: code } : {}) };
    try {
      const response = await fetch(WRITER, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      const body = (await response.json()) as Written | { message: string };
      if (!response.ok || 'message' in body) {
        onSay({ text: `Not written: ${'message' in body ? body.message : response.statusText}.` });
        return;
      }
      setWritten((codes) => [...codes, body.code]);
      onSay({
        text:
          `Wrote ${body.folder} (${body.files} files)` +
          (body.newPort ? `, and gave it port ${body.port} in programs/ports.json` : '') +
          `: npx nx build ${body.code} builds it, npx nx serve ${body.code} serves it on http://127.0.0.1:${body.port}.`,
      });
    } catch {
      onSay({ text: `Not written: Storybook's server did not answer. Export ${code}.zip instead.` });
    }
  };
  const downloadTokens = () => {
    if (refused()) return;
    save(new Blob([exportDesignTokens(check)], { type: 'application/json' }), `${code}.tokens.json`);
    onSay({ text: `Exported ${code}.tokens.json: open it in Figma variables or Tokens Studio; bring it back with npm run tokens:import -- ${code} ${code}.tokens.json.` });
  };
  return (
    <Section title="Scorecard" description={<>The rows of <code>npm run program:check {code}</code>, for the draft; the landing page's JS is measured once it is built.</>}>
      <ul className={styles.scorecard}>
        {check.scorecard.map((row) => (
          <li key={row.check}>
            <span className={styles.status[row.status]}>{row.status === 'pass' ? 'Pass' : row.status === 'fail' ? 'Fail' : 'To do'}</span> {row.check}
            <ul className={styles.detail}>
              {row.detail.slice(0, row.check === 'placeholders' ? 1 : undefined).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {check.problems.length ? (
        <div className={styles.field}>
          <h3 id="studio-stops">What stops the build</h3>
          <ul className={styles.problems} aria-labelledby="studio-stops">
            {check.problems
              .filter((problem) => !isPairProblem(problem))
              .map((problem, index) => (
                <li key={index}>
                  <code>{problem.file}</code> {problem.path}: {problem.message}
                </li>
              ))}
            {check.contrast.map((group) => (
              <li key={group.token}>
                <code>theme.json</code> {group.token}: below WCAG AA in {pluralPairs(group.pairs.length)} of colours
                <ul className={styles.problems}>
                  {group.pairs.map((pair) => (
                    <li key={pair.path}>
                      {pair.path}: {pair.message}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {check.production.length ? (
        <details>
          <summary>{check.production.length} values to set before a production build</summary>
          <ul className={styles.detail}>
            {check.production.map((problem, index) => (
              <li key={index}>
                {problem.key} {problem.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className={styles.row}>
        {local ? (
          <button type="button" className={styles.button} onClick={() => void write()} aria-describedby="studio-export-hint">
            Write {code} into programs/
          </button>
        ) : null}
        <button type="button" className={local ? styles.secondaryButton : styles.button} onClick={download} aria-describedby="studio-export-hint">
          Export {code}.zip
        </button>
        <button type="button" className={styles.secondaryButton} onClick={downloadTokens} aria-describedby="studio-tokens-hint">
          Export {code}.tokens.json
        </button>
      </div>
      {local ? (
        <p id="studio-export-hint" className={styles.hint}>
          Only when nothing stops the build. <strong>Write</strong> puts the folder into this checkout's <code>programs/{code}/</code> (a new programme gets the lowest free port in <code>programs/ports.json</code>, as <code>npm run new-program</code> gives it); then <code>npx nx build {code}</code>. The zip is the same folder, for another checkout.
        </p>
      ) : (
        <p id="studio-export-hint" className={styles.hint}>
          The programme folder, exported only when nothing stops the build: <code>unzip -o {code}.zip -d programs/</code>, then <code>npx nx build {code}</code>. To serve it, give it a port in <code>programs/ports.json</code>. Run locally (<code>npm run storybook</code>), the studio writes the folder and its port itself.
        </p>
      )}
      <p id="studio-tokens-hint" className={styles.hint}>
        The theme alone as W3C design tokens (DTCG), every token resolved, for Figma variables or Tokens Studio: <code>npm run tokens:import -- {code} {code}.tokens.json</code> brings it back once every check passes.
      </p>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Brand, tokens and contrast

function Brand({ draft, check, update }: { draft: Draft; check: DraftCheck; update: (next: Draft) => void }) {
  const brand = brandOf(draft);
  const [primary, setPrimary] = useState(() => String((draft.data['theme.json'].color as ThemeTokens['color'] | undefined)?.background.brand ?? '#08294a'));
  if (!brand) {
    return (
      <Section title="Brand" description="This theme sets every token itself. Derive it from a brand colour instead: every token is drawn anew from it (its old values are not kept), and any can be set again below.">
        <ColourField label="Brand colour" value={primary} onChange={setPrimary} problems={HEX.test(primary) ? [] : ['A colour as #rrggbb.']} />
        <div className={styles.row}>
          <button type="button" className={styles.secondaryButton} onClick={() => HEX.test(primary) && update(derivedFromBrand(draft, primary.toLowerCase()))}>
            Derive every token from {primary}
          </button>
        </div>
      </Section>
    );
  }
  const input = (key: string, label: string, description: string, colour = true) => {
    const value = brand[key] ?? '';
    const onChange = (next: string) => update(withValue(draft, 'theme.json', ['brand', key], next === '' && key !== 'primary' ? undefined : next));
    const problems = problemsAt(check, 'theme.json', `brand.${key}`);
    return colour ? (
      <ColourField key={key} label={label} description={description} value={value} onChange={onChange} problems={problems} />
    ) : (
      <TextField key={key} label={label} description={description} value={value} onChange={onChange} problems={problems} />
    );
  };
  return (
    <Section title="Brand" description="A few inputs; every other token derives from them (libs/tokens/src/brand.ts), and any token set below wins.">
      {input('primary', 'Primary', 'Header, buttons, chosen controls, "Completed", the loading overlay.')}
      {input('accent', 'Accent (optional)', 'Focus ring and current step. Empty: an orange that shows on the page, the surface and the primary.')}
      {input('surface', 'Surface (optional)', 'Cards, fields, dialogs. Empty: white.')}
      {input('headingFont', 'Heading face (optional)', 'A CSS font-family list. Empty: the body face.', false)}
    </Section>
  );
}

function Tokens({ draft, tokens, check, update }: { draft: Draft; tokens: ThemeTokens | null; check: DraftCheck; update: (next: Draft) => void }) {
  const brandForm = brandOf(draft) !== null;
  const theme = draft.data['theme.json'];
  return (
    <Section title="Tokens" description={brandForm ? 'Each value as the brand derives it; one you change is set in theme.json, and Reset gives it back to the brand.' : 'Every token of theme.json.'}>
      {TOKEN_GROUPS.map(([group, title]) => (
        <fieldset key={group} className={styles.fieldset}>
          <legend className={styles.legend}>{title}</legend>
          {(tokens ? listTokens(tokens, group) : []).map(({ path }) => {
            const keys = path.split('.');
            const own = valueAt(theme, keys);
            const value = typeof own === 'string' ? own : (valueAt(tokens, keys) as string);
            const set = (next: string) => update(withValue(draft, 'theme.json', keys, next));
            const problems = problemsAt(check, 'theme.json', path);
            const description = tokenDescriptions[path as TokenPath];
            return (
              <div key={path} className={styles.field}>
                {group.startsWith('color') ? <ColourField label={path} description={description} value={value} onChange={set} problems={problems} /> : <TextField label={path} description={description} value={value} onChange={set} problems={problems} />}
                {brandForm && typeof own === 'string' ? (
                  <div className={styles.row}>
                    <button type="button" className={styles.secondaryButton} onClick={() => update(withValue(draft, 'theme.json', keys, undefined))}>
                      Reset {path} to the brand's
                    </button>
                  </div>
                ) : null}
              </div>
            );
          })}
          {tokens ? null : <p className={styles.problem}>The tokens show again once theme.json is valid (see What stops the build).</p>}
        </fieldset>
      ))}
    </Section>
  );
}

function Contrast({ draft, tokens, update }: { draft: Draft; tokens: ThemeTokens | null; update: (next: Draft) => void }) {
  const rows = useMemo(() => {
    if (!tokens) return [];
    const suggestions = new Map(findContrastProblems(tokens).map((problem) => [`${problem.pair.foreground} ${problem.pair.background}`, problem.suggestion]));
    return contrastPairs.map((pair) => {
      let ratio: number | null = null;
      try {
        ratio = pairRatio(tokens, pair);
      } catch {
        ratio = null;
      }
      return { pair, ratio, passes: ratio !== null && meetsAA(ratio, pair.use), suggestion: suggestions.get(`${pair.foreground} ${pair.background}`) ?? null };
    });
  }, [tokens]);
  const passing = rows.filter((row) => row.passes).length;
  return (
    <Section title="Contrast" description="Every pair of colours the components put together, measured as you type (WCAG AA: 4.5:1 for text, 3:1 for large text and controls).">
      <p role="status" aria-live="polite">
        {tokens ? `${passing} of ${rows.length} pairs meet WCAG AA.` : 'Contrast is measured once theme.json is valid.'}
      </p>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>Contrast of every pair</caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Ratio</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ pair, ratio, passes, suggestion }) => (
            <tr key={`${pair.foreground} ${pair.background}`}>
              <th scope="row">
                {pair.usedFor}
                <br />
                <span className={styles.hint}>
                  <span className={styles.swatch} style={{ background: colorToken(tokens!, pair.foreground) }} />
                  <code>{pair.foreground}</code> on <span className={styles.swatch} style={{ background: colorToken(tokens!, pair.background) }} />
                  <code>{pair.background}</code>
                </span>
              </th>
              <td>
                {ratio === null ? 'unreadable' : formatRatio(ratio)} <span className={styles.hint}>of {AA_MINIMUM[pair.use]}:1</span>
              </td>
              <td>
                <span className={passes ? styles.status.pass : styles.status.fail}>{passes ? 'Pass' : 'Fail'}</span>
                {!passes && suggestion ? (
                  <button type="button" className={styles.secondaryButton} onClick={() => update(withValue(draft, 'theme.json', suggestion.token.split('.'), suggestion.value))}>
                    Use {suggestion.value} for {suggestion.token} ({formatRatio(suggestion.ratio)})
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Names, contacts, links and analytics; feature flags

interface ValueField {
  file: DataFile;
  path: string;
  label: string;
  /** The schema's row whose description is shown (program.json's path). */
  described?: string;
  type?: FieldProps['type'];
  optional?: boolean;
  lang?: string;
}

const VALUE_FIELDS: ValueField[] = [
  { file: 'program.json', path: 'code', label: 'Code' },
  { file: 'program.json', path: 'displayName', label: 'Display name' },
  { file: 'program.json', path: 'shortName', label: 'Short name (home screen)', optional: true },
  { file: 'program.json', path: 'contacts.programPhone', label: 'Programme phone', type: 'tel' },
  { file: 'program.json', path: 'contacts.programHours', label: 'Programme hours' },
  { file: 'program.es.json', path: 'contacts.programHours', label: 'Programme hours, in Spanish', described: 'contacts.programHours', lang: 'es' },
  { file: 'program.json', path: 'contacts.contactUsHours', label: 'Contact Us hours (optional)', optional: true },
  { file: 'program.es.json', path: 'contacts.contactUsHours', label: 'Contact Us hours, in Spanish', described: 'contacts.contactUsHours', optional: true, lang: 'es' },
  { file: 'program.json', path: 'contacts.medicalInformationPhone', label: 'Medical information phone', type: 'tel' },
  { file: 'program.json', path: 'contacts.serviceProvider', label: 'Service provider' },
  { file: 'program.json', path: 'copyrightYear', label: 'Copyright year', type: 'number' },
  { file: 'program.json', path: 'pharmacyLinks.amazon', label: 'Amazon Pharmacy link', type: 'url', optional: true },
  { file: 'program.json', path: 'pharmacyLinks.healthdyne', label: 'HealthDyne link', type: 'url', optional: true },
  { file: 'program.json', path: 'analytics.tagManagerId', label: 'Tag manager (staging)', optional: true },
  { file: 'program.json', path: 'analytics.productionTagManagerId', label: 'Tag manager (production)', optional: true },
  { file: 'program.json', path: 'analytics.analyticsId', label: 'Analytics id', optional: true },
  { file: 'program.json', path: 'analytics.productionHost', label: 'Production host', optional: true },
];

function Values({ draft, check, update }: { draft: Draft; check: DraftCheck; update: (next: Draft) => void }) {
  const hosts = (draft.data['program.json'].checkoutHosts as string[] | undefined) ?? [];
  return (
    <Section title="Names and contacts" description="What patients read and where they are sent; each field's description is the one program.json's schema gives.">
      {VALUE_FIELDS.filter((field) => !field.lang || draftLanguages(draft).includes(field.lang as Language)).map((field) => {
        const keys = field.path.split('.');
        const raw = valueAt(draft.data[field.file], keys);
        const onChange = (text: string) => {
          const value = field.type === 'number' ? (text === '' ? undefined : Number(text)) : field.optional && text === '' ? undefined : text;
          update(withValue(draft, field.file, keys, value));
        };
        return (
          <TextField
            key={`${field.file} ${field.path}`}
            label={field.label}
            description={reference.get(field.described ?? field.path)?.description}
            value={raw === undefined ? '' : String(raw)}
            onChange={onChange}
            problems={problemsAt(check, field.file, field.path)}
            type={field.type}
            lang={field.lang}
          />
        );
      })}
      <TextField
        label="Checkout hosts"
        description={`${reference.get('checkoutHosts')?.description ?? ''} Several: separated by commas.`}
        value={hosts.join(', ')}
        onChange={(text) => {
          const list = text.split(',').map((host) => host.trim()).filter(Boolean);
          update(withValue(draft, 'program.json', ['checkoutHosts'], list.length ? list : undefined));
        }}
        problems={problemsAt(check, 'program.json', 'checkoutHosts')}
      />
    </Section>
  );
}

/** A language's name in the studio's English ("Spanish"), for the designer, not the patient. */
const languageLabel = (language: Language) => new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;

/** program.json `languages`: English always, each other language of the portal ticked on or off. */
function Languages({ draft, update }: { draft: Draft; update: (next: Draft) => void }) {
  const spoken = draftLanguages(draft);
  return (
    <Section title="Languages" description={reference.get('languages')?.description ?? ''}>
      {portalLanguages
        .filter((language) => language !== 'en')
        .map((language) => {
          const id = `studio-language-${language}`;
          return (
            <div key={language} className={styles.row}>
              <input
                id={id}
                type="checkbox"
                checked={spoken.includes(language)}
                onChange={(event) =>
                  update(withValue(draft, 'program.json', ['languages'], portalLanguages.filter((each) => each === 'en' || (each === language ? event.target.checked : spoken.includes(each)))))
                }
              />
              <label className={styles.label} htmlFor={id}>
                {languageLabel(language)} ({language})
              </label>
            </div>
          );
        })}
    </Section>
  );
}

function Features({ draft, update }: { draft: Draft; update: (next: Draft) => void }) {
  return (
    <Section title="Features" description="Each flag as program.json's schema describes it. A route of a feature that is off does not exist.">
      {featureNames.map((name) => {
        const id = `studio-feature-${name}`;
        const on = valueAt(draft.data['program.json'], ['features', name, 'enabled']) === true;
        return (
          <div key={name} className={styles.field}>
            <div className={styles.row}>
              <input id={id} type="checkbox" checked={on} onChange={(event) => update(withValue(draft, 'program.json', ['features', name, 'enabled'], event.target.checked))} aria-describedby={`${id}-description`} />
              <label className={styles.label} htmlFor={id}>
                {name}
              </label>
            </div>
            <p id={`${id}-description`} className={styles.hint}>
              <Described text={reference.get(`features.${name}`)?.description ?? ''} />
            </p>
          </div>
        );
      })}
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Copy overrides, per language

/** Every text of a copy object by dotted path. */
function texts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => (key.startsWith('$') ? [] : texts(child, prefix ? `${prefix}.${key}` : key)));
}

const englishTexts = new Map(texts(baseCopy));
const baseTexts = (language: Language) => (language === 'en' ? englishTexts : new Map(texts(baseTranslations[language].copy)));

function CopyOverrides({ draft, check, update }: { draft: Draft; check: DraftCheck; update: (next: Draft) => void }) {
  const [adding, setAdding] = useState('');
  const [addProblem, setAddProblem] = useState('');
  const listId = useId();
  const paths = [...new Set([...texts(draft.data['copy.en.json']), ...texts(draft.data['copy.es.json'])].map(([path]) => path))];
  const add = () => {
    if (!englishTexts.has(adding)) {
      const nearest = nearestKey(adding, englishTexts.keys());
      setAddProblem(`"${adding}" is not a text of the base copy${nearest ? `: did you mean ${nearest}?` : '.'} Choose one from the list.`);
      return;
    }
    setAddProblem('');
    if (!paths.includes(adding)) update(withValue(draft, 'copy.en.json', adding.split('.'), englishTexts.get(adding)));
    setAdding('');
  };
  return (
    <Section title="Copy" description="The programme's own wording over the base copy, in each of its languages: an English override needs its translation in every other, with the same {placeholders}.">
      {paths.map((path) => (
        <fieldset key={path} className={styles.fieldset}>
          <legend className={styles.legend}>
            <code>{path}</code>
          </legend>
          {draftLanguages(draft).map((language) => {
            const file = `copy.${language}.json` as DataFile;
            const keys = path.split('.');
            const own = valueAt(draft.data[file], keys);
            const base = baseTexts(language).get(path) ?? '';
            return (
              <TextField
                key={language}
                label={languageLabel(language)}
                description={`Base: ${base}`}
                value={typeof own === 'string' ? own : ''}
                onChange={(text) => update(withValue(draft, file, keys, text === '' ? undefined : text))}
                problems={problemsAt(check, file, path)}
                lang={language}
              />
            );
          })}
        </fieldset>
      ))}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${listId}-input`}>
          Override another text
        </label>
        <p id={`${listId}-hint`} className={styles.hint}>
          Its key in the base copy, e.g. landing.welcome.
        </p>
        <div className={styles.tokenRow} style={{ gridTemplateColumns: 'minmax(0, 1fr) auto' }}>
          <input id={`${listId}-input`} className={styles.input} list={listId} value={adding} onChange={(event) => setAdding(event.target.value)} aria-describedby={`${listId}-hint${addProblem ? ` ${listId}-problem` : ''}`} aria-invalid={addProblem !== ''} spellCheck={false} />
          <button type="button" className={styles.secondaryButton} onClick={add}>
            Add
          </button>
        </div>
        {addProblem ? (
          <p id={`${listId}-problem`} className={styles.problem}>
            {addProblem}
          </p>
        ) : null}
        <datalist id={listId}>
          {[...englishTexts.keys()].map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
      </div>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Preview: the real screens, at three widths and in each of the draft's languages

interface Screen {
  id: string;
  title: string;
  name: string;
}

const WIDTHS = [320, 390, 1024] as const;

/**
 * The screen-level stories of this Storybook (its index), as the visual check lists them, and the
 * page shells (the public page is the landing page's frame: the brand's header and footer).
 */
const isPreviewable = (title: string) => title === 'Design system/PageShell' || !/^(Design system|Foundations|Studio)\//.test(title);
function useScreens(): Screen[] {
  const [screens, setScreens] = useState<Screen[]>([]);
  useEffect(() => {
    let current = true;
    fetch('index.json')
      .then((response) => response.json() as Promise<{ entries: Record<string, Screen & { type: string }> }>)
      .then((index) => {
        if (!current) return;
        setScreens(
          Object.values(index.entries)
            .filter((entry) => entry.type === 'story' && isPreviewable(entry.title))
            .map(({ id, title, name }) => ({ id, title, name })),
        );
      })
      .catch(() => setScreens([]));
    return () => {
      current = false;
    };
  }, []);
  return screens;
}

type StorybookWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__?: { handleEvent(event: { type: string; args: unknown[]; from: string }): void };
  __STORYBOOK_PREVIEW__?: { currentRender?: unknown };
};

/**
 * One story in a frame. The frame boots Storybook's preview once; another screen is that preview
 * switching stories (`setCurrentStory`, the event Storybook's own UI sends it). Loading each frame
 * anew booted six previews at once and left them blank for 14 to 22 s on a busy two-core machine.
 * The event is handed to the frame's channel as if it had arrived (`handleEvent`): emitted, it
 * would also be posted to the frame's parent, the studio's own Storybook preview, which would then
 * leave the studio for that story. A frame still booting (no story rendered yet, so nothing
 * listening) is pointed at the new story instead.
 */
function StoryFrame({ storyId, query, title, width, scale }: { storyId: string; query: string; title: string; width: number; scale: number }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(storyId);
  const told = useRef(storyId);
  useEffect(() => {
    if (told.current === storyId) return;
    const preview = ref.current?.contentWindow as StorybookWindow | null | undefined;
    const channel = preview?.__STORYBOOK_ADDONS_CHANNEL__;
    if (channel && preview?.__STORYBOOK_PREVIEW__?.currentRender) channel.handleEvent({ type: 'setCurrentStory', args: [{ storyId, viewMode: 'story' }], from: 'programme-studio' });
    else setLoaded(storyId);
    told.current = storyId;
  }, [storyId]);
  return (
    <div className={styles.frame} style={{ width: width * scale, height: 640 * scale + 24 }}>
      <span className={styles.hint}>{width} px</span>
      <div style={{ width: width * scale, height: 640 * scale, overflow: 'hidden' }}>
        <iframe
          ref={ref}
          className={styles.iframe}
          title={title}
          src={`iframe.html?id=${encodeURIComponent(loaded)}&viewMode=story&${query}`}
          style={{ width, height: 640, transform: `scale(${scale})`, transformOrigin: 'top left' }}
        />
      </div>
    </div>
  );
}

const NOTHING = '';

function Preview({ base, sources, languages }: { base: string; sources: ProgrammeSource[]; languages: readonly Language[] }) {
  const screens = useScreens();
  const [chosen, setChosen] = useState('');
  const [zoom, setZoom] = useState('0.5');
  const [beside, setBeside] = useState(NOTHING);
  const [widthChoice, setWidthChoice] = useState('all');
  const screen = screens.find((each) => each.id === chosen) ?? screens.find((each) => each.id === 'design-system-pageshell--public-page') ?? screens[0];
  const titles = [...new Set(screens.map((each) => each.title))];
  const scale = Number(zoom);
  const widths = widthChoice === 'all' ? WIDTHS : WIDTHS.filter((width) => String(width) === widthChoice);
  const name = screen ? `${screen.title.split('/').at(-1)}: ${screen.name}` : '';
  return (
    <section className={styles.previewPane} aria-labelledby="studio-preview-heading">
      <h2 id="studio-preview-heading">Preview</h2>
      <p className={styles.hint}>Every screen the stories show, errors, empty lists and the wizard's steps included, in the draft, at 320, 390 and 1024 px, in English and Spanish; beside it, another programme as it is in programs/.</p>
      <div className={styles.row}>
        <Choice label="Screen" value={screen?.id ?? ''} onChange={setChosen}>
          {titles.map((title) => (
            <optgroup key={title} label={title}>
              {screens
                .filter((each) => each.title === title)
                .map((each) => (
                  <option key={each.id} value={each.id}>
                    {title.split('/').at(-1)}: {each.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </Choice>
        <Choice label="Beside it" value={beside} onChange={setBeside}>
          <option value={NOTHING}>Nothing</option>
          {sources.map((source) => (
            <option key={source.code} value={source.code}>
              {source.code} as in programs/
            </option>
          ))}
        </Choice>
        <Choice label="Widths" value={widthChoice} onChange={setWidthChoice}>
          <option value="all">320, 390 and 1024 px</option>
          {WIDTHS.map((width) => (
            <option key={width} value={String(width)}>
              {width} px
            </option>
          ))}
        </Choice>
        <Choice label="Zoom" value={zoom} onChange={setZoom}>
          <option value="1">100 %</option>
          <option value="0.75">75 %</option>
          <option value="0.5">50 %</option>
        </Choice>
      </div>
      {screen ? (
        <div className={styles.frames}>
          {languages.map((language) => [language, languageLabel(language)] as const).map(([language, languageName]) => (
            // A group, not a heading: each frame holds a page with its own h1, which a heading here would follow out of order.
            <div key={language} className={styles.field} role="group" aria-labelledby={`studio-frames-${language}`}>
              <p id={`studio-frames-${language}`} className={styles.label}>
                {languageName}
                {beside ? `: the draft, then ${beside} as in programs/, at each width` : ''}
              </p>
              <div className={styles.frameRow}>
                {widths.flatMap((width) => [
                  <StoryFrame key={`draft ${base} ${width}`} storyId={screen.id} query={`studio=1&globals=program:${base};language:${language}`} title={`${name}, ${width} px, ${languageName}`} width={width} scale={scale} />,
                  ...(beside
                    ? [<StoryFrame key={`beside ${beside} ${width}`} storyId={screen.id} query={`globals=program:${beside};language:${language}`} title={`${beside} as in programs/: ${name}, ${width} px, ${languageName}`} width={width} scale={scale} />]
                    : []),
                ])}
              </div>
            </div>
          ))}
        </div>
      ) : (
        <p className={styles.hint}>The screens load from Storybook's index.</p>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// The draft kept in this browser, saved as a file and opened again

function DraftFile({ draft, onOpen, onSay }: { draft: Draft; onOpen: (draft: Draft, name: string) => void; onSay: (said: Said) => void }) {
  const save = () => {
    const url = URL.createObjectURL(new Blob([draftFileText(draft)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = draftFileName(draft);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    onSay({ text: `Saved ${draftFileName(draft)}: "Open a draft file" takes it up again, here or in another browser.` });
  };
  const open = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const read = draftFromFile(file.name, await file.text());
    if ('draft' in read) onOpen(read.draft, file.name);
    else onSay({ text: read.problem });
  };
  return (
    <Section title="Draft" description="Kept in this browser at every edit, so a reload gives it back (it is a programme's folder: no patient's data). Save it as a file to go on elsewhere or hand it over.">
      <div className={styles.row}>
        <button type="button" className={styles.secondaryButton} onClick={save}>
          Save the draft as a file
        </button>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="studio-open-draft">
          Open a draft file
        </label>
        <input id="studio-open-draft" type="file" accept=".json,application/json" onChange={(event) => void open(event.currentTarget)} />
      </div>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------

/** The browser's storage for the kept draft, or null where there is none (a sandboxed frame). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `startFrom`: the programme the studio opens on (Storybook's toolbar programme). A draft kept in
 * this browser for that programme opens instead, as the designer left it.
 */
export function Studio({ sources, startFrom }: { sources: ProgrammeSource[]; startFrom?: string }) {
  const opensOn = sources.find((source) => source.code === startFrom) ?? sources[0]!;
  const [storage] = useState(browserStorage);
  const [kept] = useState(() => (storage ? keptDraft(storage, opensOn.code) : null));
  const [draft, setDraft] = useState<Draft>(() => kept ?? draftOf(opensOn));
  const [said, setSaid] = useState<Said>(() => ({
    text: kept ? `Opened the draft this browser kept of ${String(kept.data['program.json'].code ?? 'a new programme')}, as you left it. "Start" drops it.` : '',
  }));
  const check = useMemo(() => checkDraft(draft, sources), [draft, sources]);
  const tokens = useMemo(() => tokensOf(draft), [draft]);
  useDraftBroadcast(draft);

  /** Each edit is kept at once; null forgets (a programme as it is in programs/ needs no keeping). */
  const keep = (next: Draft | null) => {
    if (storage && !keepDraft(storage, opensOn.code, next)) setSaid({ text: 'This browser has no room to keep the draft (large images?): save it as a file before you reload.' });
  };
  /** A new programme's placeholder logos follow its brand (as the generator draws them). */
  const update = (next: Draft) => {
    const nextTokens = next.startedFrom === '' ? tokensOf(next) : null;
    const shown = nextTokens && next.data['theme.json'] !== draft.data['theme.json'] ? withPlaceholderLogos(next, nextTokens) : next;
    setDraft(shown);
    keep(shown);
  };
  const code = String(draft.data['program.json'].code ?? '');
  const base = draft.startedFrom || sources.find((source) => source.code === 'BISP')?.code || sources[0]!.code;

  return (
    <div className={styles.studio}>
      <main className={styles.panel} aria-labelledby="studio-heading">
        <h1 id="studio-heading">Programme studio: {code || 'a new programme'}</h1>
        <p className={styles.hint}>Edit a programme with the build's own rules applied as you type; the previews show the draft; export the folder once nothing stops its build.</p>
        <p role="status" aria-live="polite" className={styles.hint}>
          {saidText(said, check)}
        </p>
        <Start
          sources={sources}
          current={draft.startedFrom}
          onStart={(next, text) => {
            setDraft(next);
            setSaid({ text });
            // A new programme is the designer's work from its first moment.
            keep(next.startedFrom === '' ? next : null);
          }}
        />
        <DraftFile
          draft={draft}
          onSay={setSaid}
          onOpen={(next, name) => {
            setDraft(next);
            setSaid({ text: `Opened ${name}: ${String(next.data['program.json'].code ?? 'a new programme')}, as it was saved.` });
            keep(next);
          }}
        />
        <Scorecard draft={draft} check={check} onSay={setSaid} />
        <Brand key={`${draft.startedFrom} ${brandOf(draft) ? 'brand' : 'tokens'}`} draft={draft} check={check} update={update} />
        <Tokens draft={draft} tokens={tokens} check={check} update={update} />
        <Contrast draft={draft} tokens={tokens} update={update} />
        <Values draft={draft} check={check} update={update} />
        <Features draft={draft} update={update} />
        <Languages draft={draft} update={update} />
        <CopyOverrides draft={draft} check={check} update={update} />
      </main>
      <Preview base={base} sources={sources} languages={draftLanguages(draft)} />
    </div>
  );
}
