import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalText } from './LegalText.tsx';

const content = { title: 'Terms of Use', dateLine: 'Last updated December 12, 2023', intro: 'Intro', sections: [{ heading: 'Claims', paragraphs: ['Within 1 year.'] }] };

describe('LegalText', () => {
  it('on its own page the title is the level-one heading', () => {
    render(<LegalText content={content} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Claims' })).toBeVisible();
  });

  it('inside a modal it does not repeat the title and nests its sections under the dialog title', () => {
    render(<LegalText content={content} headingLevel={2} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Claims' })).toBeVisible();
  });

  it('says it is English wherever it shows, a page or the Terms of Use modal, so a screen reader on a Spanish page reads it in English', () => {
    render(
      <div lang="es">
        <LegalText content={content} headingLevel={2} />
      </div>,
    );
    expect(screen.getByText('Within 1 year.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
