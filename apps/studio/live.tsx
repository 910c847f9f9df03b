/**
 * The studio's previews are Storybook's own stories, each in a frame opened with `studio=1`: the
 * real screens, in every state their stories show. The studio sends its draft on a
 * BroadcastChannel each time it changes; a preview asks for it when it starts, then renders the
 * story in the draft's programme (names, copy, contacts, flags, images) and paints the draft's
 * tokens over the theme as CSS variables on <html>. A draft the rules refuse is not shown: the
 * preview keeps the last one that builds, and the studio says what is wrong.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { vars } from '@portal/design-system/theme';
import type { Language } from '@portal/formats';
import type { ProgramConfig } from '@portal/program-config';
import { checkDraft, programOf, type Draft } from './draft.ts';

export const STUDIO_CHANNEL = 'portal-programme-studio';

export type StudioMessage = { type: 'hello' } | { type: 'draft'; draft: Draft };

/** Whether this Storybook frame is one of the studio's previews. */
export const isStudioPreview = (): boolean => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('studio');

/** The studio's side: answers every preview that starts, and sends each new draft. */
export function useDraftBroadcast(draft: Draft): void {
  const [channel] = useState(() => new BroadcastChannel(STUDIO_CHANNEL));
  useEffect(() => {
    const answer = (event: MessageEvent<StudioMessage>) => {
      if (event.data.type === 'hello') channel.postMessage({ type: 'draft', draft } satisfies StudioMessage);
    };
    channel.addEventListener('message', answer);
    channel.postMessage({ type: 'draft', draft } satisfies StudioMessage);
    return () => channel.removeEventListener('message', answer);
  }, [channel, draft]);
  useEffect(() => () => channel.close(), [channel]);
}

/** The preview's side: the latest draft the studio sent, or null until one arrives. */
function useStudioDraft(): Draft | null {
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    const channel = new BroadcastChannel(STUDIO_CHANNEL);
    // Asked again until the studio answers: a hello sent while the studio's own frame is still
    // starting (its listener not yet attached) is lost, and the preview would wait for ever.
    const asking = setInterval(() => channel.postMessage({ type: 'hello' } satisfies StudioMessage), 250);
    channel.addEventListener('message', (event: MessageEvent<StudioMessage>) => {
      if (event.data.type !== 'draft') return;
      clearInterval(asking);
      setDraft(event.data.draft);
    });
    channel.postMessage({ type: 'hello' } satisfies StudioMessage);
    return () => {
      clearInterval(asking);
      channel.close();
    };
  }, []);
  return draft;
}

interface Shown {
  program: ProgramConfig;
  variables: Record<string, string>;
}

/**
 * Renders `children` with the studio's draft in `language` once it has arrived (until then, and
 * while the draft does not build, the last programme that did, first `fallback`).
 */
export function StudioPreview({ language, fallback, children }: { language: Language; fallback: ProgramConfig; children: (program: ProgramConfig) => ReactNode }) {
  const draft = useStudioDraft();
  const [lastGood, setLastGood] = useState<Shown | null>(null);
  const shown = useMemo<Shown | null>(() => {
    if (!draft) return null;
    const { checked } = checkDraft(draft, []);
    if (!checked) return null;
    return { program: programOf(draft, checked, language), variables: assignInlineVars(vars, checked.theme) as Record<string, string> };
  }, [draft, language]);
  if (shown && shown !== lastGood) setLastGood(shown);
  const current = shown ?? lastGood;

  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(current?.variables ?? {})) root.style.setProperty(name, value);
    root.dataset.studio = current ? 'draft' : 'waiting';
  }, [current]);

  return children(current?.program ?? fallback);
}
