import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField.tsx';

function Form({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Mobile phone number"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

/** A container holding what the server rendered (parsed, as a browser parses a page). */
function serverRendered(): HTMLDivElement {
  const container = document.createElement('div');
  container.append(...new DOMParser().parseFromString(renderToString(<Form />), 'text/html').body.childNodes);
  document.body.append(container);
  return container;
}

describe('text typed into a prerendered field before the app took over', () => {
  it('reaches the form when it hydrates, and stays on screen', async () => {
    const container = serverRendered();
    const input = container.querySelector('input')!;
    input.value = '5555550100'; // typed while the script was still on its way
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Form onValue={(value) => seen.push(value)} />);
    });
    expect(seen).toEqual(['5555550100']);
    expect(input.value).toBe('5555550100');
    container.remove();
  });

  it('does nothing when nothing was typed', async () => {
    const container = serverRendered();
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Form onValue={(value) => seen.push(value)} />);
    });
    expect(seen).toEqual([]);
    container.remove();
  });
});
