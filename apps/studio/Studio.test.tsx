import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { programmeSources } from './sources.ts';
import { Studio } from './Studio.tsx';

/**
 * The studio as a designer uses it, in jsdom: what it keeps across a reload, the draft file, how a
 * broken colour and a refused export are told, the local export and the previews. The browser's
 * own part (frames that really boot Storybook) is apps/portal-e2e/visual/studio.spec.ts.
 */

type Answer = { status: number; body: unknown };
let answers: Record<string, (init?: RequestInit) => Answer>;
let requests: { url: string; init?: RequestInit }[];

const SCREENS = {
  entries: {
    'design-system-pageshell--public-page': { type: 'story', id: 'design-system-pageshell--public-page', title: 'Design system/PageShell', name: 'Public page' },
    'missing-information-wizard--address-filled': { type: 'story', id: 'missing-information-wizard--address-filled', title: 'Missing information/Wizard', name: 'Address filled' },
  },
};

beforeEach(() => {
  window.localStorage.clear();
  requests = [];
  // Storybook's index (the previews' screens); no writer, as in a hosted (static) Storybook.
  answers = { 'index.json': () => ({ status: 200, body: SCREENS }) };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    const answer = answers[url]?.(init) ?? { status: 404, body: { message: 'not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const openStudio = () => render(<Studio sources={programmeSources} startFrom="LUMA" />);
const token = (path: string) => screen.getByRole('textbox', { name: path });
const status = () => screen.getAllByRole('status')[0]!;
const setToken = (path: string, value: string) => fireEvent.change(token(path), { target: { value } });

describe('the studio keeps the draft', () => {
  it('a reload gives the draft back, edits and all, and says so', () => {
    const first = openStudio();
    setToken('color.button.primaryBackground', '#1d4e89');
    first.unmount();

    openStudio();
    expect(token('color.button.primaryBackground')).toHaveValue('#1d4e89');
    expect(status()).toHaveTextContent('Opened the draft this browser kept of LUMA, as you left it.');
  });

  it('starting again from a programme forgets the kept draft', () => {
    const first = openStudio();
    setToken('color.button.primaryBackground', '#1d4e89');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    first.unmount();

    openStudio();
    expect(token('color.button.primaryBackground')).not.toHaveValue('#1d4e89');
  });

  it('a saved draft file opens again in a fresh browser; another file is refused by name', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:draft'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const first = openStudio();
    setToken('color.button.primaryBackground', '#1d4e89');
    fireEvent.click(screen.getByRole('button', { name: 'Save the draft as a file' }));
    expect(status()).toHaveTextContent('Saved LUMA.studio-draft.json');
    first.unmount();
    window.localStorage.clear();

    openStudio();
    expect(token('color.button.primaryBackground')).not.toHaveValue('#1d4e89');
    const file = new File([await saved[0]!.text()], 'LUMA.studio-draft.json', { type: 'application/json' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Open a draft file'), { target: { files: [file] } });
    });
    await waitFor(() => expect(token('color.button.primaryBackground')).toHaveValue('#1d4e89'));
    expect(status()).toHaveTextContent('Opened LUMA.studio-draft.json: LUMA, as it was saved.');

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Open a draft file'), { target: { files: [new File(['{"code": "LUMA"}'], 'program.json')] } });
    });
    await waitFor(() => expect(status()).toHaveTextContent('program.json is not a studio draft'));
  });
});

describe('a broken colour is told once', () => {
  it('one message on the field with the pairs it breaks under it, one entry in what stops the build', () => {
    openStudio();
    setToken('color.background.surface', '#777777');

    const stops = screen.getByRole('list', { name: 'What stops the build' });
    const entries = within(stops).getAllByRole('listitem').filter((item) => item.parentElement === stops);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent(/^theme\.json color\.background\.surface: below WCAG AA in 14 pairs of colours/);
    expect(within(entries[0]!).getAllByRole('listitem')).toHaveLength(14);

    const field = token('color.background.surface');
    expect(field).toHaveAccessibleDescription(/Below WCAG AA in 14 pairs of colours/);
    const problems = document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)!;
    expect(within(problems).getAllByText(/Below WCAG AA/)).toHaveLength(1);
    expect(within(problems).getAllByRole('listitem')).toHaveLength(14);
    // The other colour of each pair is not blamed again.
    expect(token('color.foreground.text')).toHaveAttribute('aria-invalid', 'false');
  });

  it('a refused export says so until the draft builds, then says it builds', () => {
    openStudio();
    setToken('color.button.primaryBackground', '#7fb2d9');
    fireEvent.click(screen.getByRole('button', { name: 'Export LUMA.zip' }));
    expect(status()).toHaveTextContent('Not exported: 1 problem would stop the build.');

    setToken('color.button.primaryBackground', '#1d4e89');
    expect(status()).not.toHaveTextContent('Not exported');
    expect(status()).toHaveTextContent('Nothing stops the build now: export it again.');
  });
});

it('an unknown copy key suggests the nearest known one', () => {
  openStudio();
  fireEvent.change(screen.getByRole('combobox', { name: 'Override another text' }), { target: { value: 'landing.welcom' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByRole('combobox', { name: 'Override another text' })).toHaveAccessibleDescription(/did you mean landing\.welcome\?/);
});

describe('the export, run locally', () => {
  it('writes the folder into programs/ through Storybook’s dev server and says where and on which port', async () => {
    answers['__studio/programs'] = (init) =>
      init?.method === 'POST' ? { status: 200, body: { code: 'LUMA', folder: 'programs/LUMA/', files: 11, port: 4201, newPort: false } } : { status: 200, body: { writes: 'programs/' } };
    openStudio();
    setToken('color.button.primaryBackground', '#1d4e89');
    fireEvent.click(await screen.findByRole('button', { name: 'Write LUMA into programs/' }));

    await waitFor(() => expect(status()).toHaveTextContent('Wrote programs/LUMA/ (11 files): npx nx build LUMA builds it, npx nx serve LUMA serves it on http://127.0.0.1:4201.'));
    const sent = JSON.parse(String(requests.find((request) => request.init?.method === 'POST')!.init!.body)) as { startedFrom: string; files: Record<string, { text: string }> };
    expect(sent.startedFrom).toBe('LUMA');
    expect(JSON.parse(sent.files['LUMA/theme.json']!.text).color.button.primaryBackground).toBe('#1d4e89');
  });

  it('a hosted studio (no writer) offers the zip alone', async () => {
    openStudio();
    await waitFor(() => expect(requests.some((request) => request.url === '__studio/programs')).toBe(true));
    expect(screen.getByRole('button', { name: 'Export LUMA.zip' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /into programs/ })).toBeNull();
  });
});

describe('the previews', () => {
  const frames = () => screen.getAllByTitle(/px, (English|Spanish)$/) as HTMLIFrameElement[];

  it('another screen is the same frames switching stories, not six previews booting again', async () => {
    openStudio();
    await waitFor(() => expect(frames()).toHaveLength(6));
    const before = frames();
    const emitted: unknown[] = [];
    for (const frame of before) {
      Object.assign(frame.contentWindow!, { __STORYBOOK_PREVIEW__: { currentRender: {} }, __STORYBOOK_ADDONS_CHANNEL__: { handleEvent: ({ type, args }: { type: string; args: unknown[] }) => emitted.push([type, ...args]) } });
    }
    const sources = before.map((frame) => frame.src);

    fireEvent.change(screen.getByRole('combobox', { name: 'Screen' }), { target: { value: 'missing-information-wizard--address-filled' } });
    const after = frames();
    expect(after).toEqual(before);
    expect(after.map((frame) => frame.src)).toEqual(sources);
    expect(emitted).toEqual(Array.from({ length: 6 }, () => ['setCurrentStory', { storyId: 'missing-information-wizard--address-filled', viewMode: 'story' }]));
    expect(after[0]).toHaveAttribute('title', 'Wizard: Address filled, 320 px, English');
  });

  it('shows another programme as it is beside the draft, at each width and in each language', async () => {
    openStudio();
    await waitFor(() => expect(frames()).toHaveLength(6));
    fireEvent.change(screen.getByRole('combobox', { name: 'Beside it' }), { target: { value: 'BISP' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Widths' }), { target: { value: '390' } });
    expect(frames().map((frame) => frame.title)).toEqual([
      'PageShell: Public page, 390 px, English',
      'BISP as in programs/: PageShell: Public page, 390 px, English',
      'PageShell: Public page, 390 px, Spanish',
      'BISP as in programs/: PageShell: Public page, 390 px, Spanish',
    ]);
    const [draft, beside] = frames();
    expect(draft!.src).toContain('studio=1&globals=program:LUMA;language:en');
    expect(beside!.src).not.toContain('studio=1');
    expect(beside!.src).toContain('globals=program:BISP;language:en');
  });
});
