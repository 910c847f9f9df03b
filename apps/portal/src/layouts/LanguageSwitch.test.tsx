import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const renderIn = (programme: ProgramConfig) =>
  render(
    <ProgramProvider program={programme}>
      <header>
        <LanguageSwitch />
      </header>
    </ProgramProvider>,
  );

describe('the language switch', () => {
  it('names the other language in itself, marked with its lang, in a programme written in English and Spanish', () => {
    renderIn({ ...program, languages: ['en', 'es'] });
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('offers English on a Spanish page', () => {
    renderIn({ ...program, language: 'es', languages: ['en', 'es'] });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('is not there in a programme written in English alone', () => {
    renderIn({ ...program, languages: ['en'] });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
