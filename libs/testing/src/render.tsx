import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { program as bisp } from 'virtual:portal-program';

/** Renders UI inside the programme and a router, as the app does. */
export function renderWithProgram(ui: ReactElement, { program = bisp, route = '/' }: { program?: ProgramConfig; route?: string } = {}) {
  return render(
    <ProgramProvider program={program}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ProgramProvider>,
  );
}
