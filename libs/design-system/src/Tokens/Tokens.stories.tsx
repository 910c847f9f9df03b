import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment, useId, type ReactNode } from 'react';
import {
  AA_MINIMUM,
  colorToken,
  contrastPairs,
  contrastRatio,
  formatRatio,
  listTokens,
  meetsAA,
  themeShape,
  type ContrastPair,
  type ContrastUse,
  resolveTheme,
  type ThemeFile,
  type ThemeTokens,
} from '@portal/tokens';
import { breakpoints, media } from '../theme/breakpoints.ts';
import { fontSize } from '../theme/scale.ts';
import { Heading, Text } from '../Typography/Typography.tsx';
import * as styles from './Tokens.css.ts';

/**
 * The design tokens for designers, generated from the data: each programme's theme.json (colours,
 * fonts, radii, spacing) and the shared scales of libs/design-system/src/theme (type,
 * breakpoints). Every page shows the toolbar's programme; a new programs/<CODE>/theme.json
 * appears without editing this file.
 */
const themeFiles = import.meta.glob<ThemeFile>('../../../../programs/*/theme.json', { eager: true, import: 'default' });

interface Programme {
  code: string;
  theme: ThemeTokens;
}

const programmes: Programme[] = Object.entries(themeFiles)
  .map(([path, file]) => ({ code: path.split('/').at(-2) ?? path, theme: resolveTheme(file) }))
  .sort((a, b) => a.code.localeCompare(b.code));

/** The toolbar's programme (globals.program; the first programme if it names none). */
function programmeFor(globals: Record<string, unknown>): Programme {
  const found = programmes.find((programme) => programme.code === globals.program) ?? programmes[0];
  if (!found) throw new Error('No programs/<CODE>/theme.json found');
  return found;
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token of the programme: its name, its value and a swatch. */
export const Colours: Story = {
  render: (_args, { globals }) => <ColoursPage programme={programmeFor(globals)} />,
};

/** The contrast of each text/background pair the components use, against WCAG 2.x AA. */
export const Contrast: Story = {
  render: (_args, { globals }) => <ContrastPage programme={programmeFor(globals)} />,
};

/** The programme's fonts and the shared type scale, each size drawn at its size. */
export const Typography: Story = {
  render: (_args, { globals }) => <TypographyPage programme={programmeFor(globals)} />,
};

/** The programme's spacing scale and corner radii, and the shared breakpoints. */
export const SpacingRadiiBreakpoints: Story = {
  name: 'Spacing, radii and breakpoints',
  render: (_args, { globals }) => <SpacingPage programme={programmeFor(globals)} />,
};

function Page({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.intro}>
        <Heading level="1">{title}</Heading>
        <Text tone="secondary">{intro}</Text>
      </div>
      {children}
    </main>
  );
}

/**
 * A table that is wider than a phone scrolls inside this region, not the page (WCAG 1.4.10). It is
 * named by the table's caption and focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
 */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard
    <div className={styles.tableRegion} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

/** A dotted token name that wraps after its dots (never inside a word) in a narrow column. */
function TokenName({ path }: { path: string }) {
  const parts = path.split('.');
  return (
    <Code>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </Code>
  );
}

function themeSource(code: string) {
  return (
    <>
      Programme {code}, generated from <Code>{`programs/${code}/theme.json`}</Code>. Switch the programme in the toolbar.
    </>
  );
}

/** A swatch background that shows translucency: the colour over a checkerboard. */
function swatchBackground(value: string): string {
  return `linear-gradient(${value}, ${value}), ${styles.checkerboard}`;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function ColoursPage({ programme }: { programme: Programme }) {
  return (
    <Page title={`Colours: ${programme.code}`} intro={themeSource(programme.code)}>
      {Object.keys(themeShape.color).map((group) => (
        <section key={group} className={styles.section} aria-labelledby={`colours-${group}`}>
          <Heading level="2" id={`colours-${group}`}>
            {capitalised(group)}
          </Heading>
          <ul className={styles.swatchGrid}>
            {listTokens(programme.theme, `color.${group}`).map((token) => (
              <li key={token.path} className={styles.swatch}>
                <span className={styles.swatchColour} style={{ background: swatchBackground(token.value) }} aria-hidden="true" />
                <span className={styles.swatchText}>
                  <TokenName path={token.path} />
                  <span className={styles.secondary}>{token.value}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}

const useLabel: Record<ContrastUse, string> = { text: 'Text', largeText: 'Large text', ui: 'UI part' };

interface CheckedPair extends ContrastPair {
  foregroundValue: string;
  backgroundValue: string;
  overValue?: string;
  /** null when a value is not a colour the contrast maths can read (e.g. a CSS variable). */
  ratio: number | null;
}

function checkPair(theme: ThemeTokens, pair: ContrastPair): CheckedPair {
  const foregroundValue = colorToken(theme, pair.foreground);
  const backgroundValue = colorToken(theme, pair.background);
  const overValue = pair.over ? colorToken(theme, pair.over) : undefined;
  let ratio: number | null;
  try {
    ratio = contrastRatio(foregroundValue, backgroundValue, overValue);
  } catch {
    ratio = null;
  }
  return { ...pair, foregroundValue, backgroundValue, overValue, ratio };
}

function TokenWithValue({ path, value }: { path: string; value: string }) {
  return (
    <span className={styles.tokenCell}>
      <span className={styles.dot} style={{ background: swatchBackground(value) }} aria-hidden="true" />
      <span className={styles.tokenText}>
        <TokenName path={path} />
        <span className={styles.secondary}>{value}</span>
      </span>
    </span>
  );
}

function PairSample({ pair }: { pair: CheckedPair }) {
  const background = pair.overValue ? `linear-gradient(${pair.backgroundValue}, ${pair.backgroundValue}), ${pair.overValue}` : pair.backgroundValue;
  if (pair.use === 'ui') {
    return (
      <span className={styles.sample} style={{ background }} aria-hidden="true">
        <span className={styles.uiSampleRing} style={{ borderColor: pair.foregroundValue }} />
      </span>
    );
  }
  return <span className={styles.textSample} style={{ background, color: pair.foregroundValue }} aria-hidden="true" />;
}

function ContrastPage({ programme }: { programme: Programme }) {
  const captionId = useId();
  const pairs = contrastPairs.map((pair) => checkPair(programme.theme, pair));
  const passing = pairs.filter((pair) => pair.ratio !== null && meetsAA(pair.ratio, pair.use)).length;
  return (
    <Page
      title={`Contrast: ${programme.code}`}
      intro={
        <>
          The foreground/background pairs the components use (<Code>libs/tokens/src/contrastPairs.ts</Code>), with their WCAG 2.x
          contrast ratio. AA asks for 4.5:1 for text, 3:1 for large text and for UI parts (borders, focus rings, control states).{' '}
          {themeSource(programme.code)}
        </>
      }
    >
      <Text weight="strong">{`${passing} of ${pairs.length} pairs meet AA in ${programme.code}.`}</Text>
      <ScrollRegion labelledBy={captionId}>
        <table className={`${styles.table} ${styles.wideTable}`}>
          <caption id={captionId} className={styles.caption}>
            {`Contrast of the colour pairs in ${programme.code}`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>Used for</th>
              <th scope="col" className={styles.headCell}>Sample</th>
              <th scope="col" className={styles.headCell}>Foreground</th>
              <th scope="col" className={styles.headCell}>Background</th>
              <th scope="col" className={styles.headCell}>Ratio</th>
              <th scope="col" className={styles.headCell}>AA minimum</th>
              <th scope="col" className={styles.headCell}>Result</th>
            </tr>
          </thead>
          <tbody>
            {pairs.map((pair) => {
              const pass = pair.ratio !== null && meetsAA(pair.ratio, pair.use);
              return (
                <tr key={`${pair.foreground} ${pair.background}`}>
                  <th scope="row" className={styles.rowHeader}>
                    {pair.usedFor}
                  </th>
                  <td className={styles.cell}>
                    <PairSample pair={pair} />
                  </td>
                  <td className={styles.cell}>
                    <TokenWithValue path={pair.foreground} value={pair.foregroundValue} />
                  </td>
                  <td className={styles.cell}>
                    <TokenWithValue path={pair.background} value={pair.backgroundValue} />
                    {pair.over && pair.overValue ? (
                      <span className={styles.secondary}>
                        over <TokenName path={pair.over} />
                      </span>
                    ) : null}
                  </td>
                  <td className={`${styles.cell} ${styles.number}`}>{pair.ratio === null ? 'Cannot read the colours' : formatRatio(pair.ratio)}</td>
                  <td className={`${styles.cell} ${styles.number}`}>{`${AA_MINIMUM[pair.use]}:1 (${useLabel[pair.use]})`}</td>
                  <td className={styles.cell}>
                    <span className={pass ? styles.result.pass : styles.result.fail}>{pass ? 'AA pass' : 'AA fail'}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </Page>
  );
}

const ROOT_FONT_SIZE_PX = 16;

/** `1.5rem (24px)`: rem values with their size at the browser's default root font size. */
function withPixels(value: string): string {
  if (value.endsWith('rem')) return `${value} (${parseFloat(value) * ROOT_FONT_SIZE_PX}px)`;
  return value;
}

function TypographyPage({ programme }: { programme: Programme }) {
  const fonts = listTokens(programme.theme, 'font');
  return (
    <Page
      title={`Typography: ${programme.code}`}
      intro={
        <>
          The fonts come from <Code>{`programs/${programme.code}/theme.json`}</Code>; the sizes are shared by every programme (
          <Code>libs/design-system/src/theme/scale.ts</Code>). Headings use the heading font in bold.
        </>
      }
    >
      <section className={styles.section} aria-labelledby="typography-fonts">
        <Heading level="2" id="typography-fonts">
          Fonts
        </Heading>
        <ul className={styles.typeList}>
          {fonts.map((token) => (
            <li key={token.path} className={styles.typeRow}>
              <TokenName path={token.path} />
              <span className={styles.secondary}>{token.value}</span>
              <p className={styles.typeSample} style={{ fontFamily: token.value, fontSize: fontSize.large }}>
                Your prescription is ready: choose your pharmacy. 0123456789
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="typography-scale">
        <Heading level="2" id="typography-scale">
          Type scale
        </Heading>
        <ul className={styles.typeList}>
          {Object.entries(fontSize).map(([name, size]) => {
            const heading = name.startsWith('heading');
            return (
              <li key={name} className={styles.typeRow}>
                <span>
                  <Code>{`fontSize.${name}`}</Code> <span className={styles.secondary}>{withPixels(size)}</span>
                </span>
                <p
                  className={`${styles.typeSample} ${heading ? styles.typeWeight.heading : styles.typeWeight.body}`}
                  style={{ fontSize: size, fontFamily: heading ? programme.theme.font.heading : programme.theme.font.body }}
                >
                  {`${name}: Your next delivery is on its way`}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </Page>
  );
}

function SpacingPage({ programme }: { programme: Programme }) {
  const captionId = useId();
  return (
    <Page
      title={`Spacing, radii and breakpoints: ${programme.code}`}
      intro={
        <>
          The spacing scale and the corner radii come from <Code>{`programs/${programme.code}/theme.json`}</Code>; the breakpoints are shared by every
          programme (<Code>libs/design-system/src/theme</Code>).
        </>
      }
    >
      <section className={styles.section} aria-labelledby="spacing-scale">
        <Heading level="2" id="spacing-scale">
          Spacing
        </Heading>
        <ul className={styles.spaceList}>
          {listTokens(programme.theme, 'space').map(({ path, value }) => (
            <li key={path} className={styles.spaceRow}>
              <span className={styles.tokenText}>
                <Code>{path}</Code>
                <span className={styles.secondary}>{withPixels(value)}</span>
              </span>
              <span className={styles.spaceBar} style={{ width: value }} aria-hidden="true" />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="spacing-radii">
        <Heading level="2" id="spacing-radii">
          Corner radii
        </Heading>
        <ul className={styles.radiusGrid}>
          {listTokens(programme.theme, 'radius').map((token) => (
            <li key={token.path} className={styles.radiusItem}>
              <span className={styles.radiusBox} style={{ borderRadius: token.value }} aria-hidden="true" />
              <TokenName path={token.path} />
              <span className={styles.secondary}>{token.value}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="spacing-breakpoints">
        <Heading level="2" id="spacing-breakpoints">
          Breakpoints
        </Heading>
        <Text tone="secondary">Styles are written for a small phone first and widen at these minimum widths.</Text>
        <ScrollRegion labelledBy={captionId}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              Breakpoints (minimum widths)
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>Name</th>
                <th scope="col" className={styles.headCell}>From</th>
                <th scope="col" className={styles.headCell}>Media query</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(breakpoints).map(([name, width]) => (
                <tr key={name}>
                  <th scope="row" className={styles.rowHeader}>
                    <Code>{`breakpoints.${name}`}</Code>
                  </th>
                  <td className={`${styles.cell} ${styles.number}`}>{`${width}px`}</td>
                  <td className={styles.cell}>
                    <Code>{media[name as keyof typeof media]}</Code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </Page>
  );
}
