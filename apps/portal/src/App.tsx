import { BrowserRouter } from 'react-router';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { GlobalMessageProvider } from '@portal/design-system';
import { SessionProvider } from './session/session.tsx';
import { PortalRoutes } from './routes.tsx';

export function App({ program }: { program: ProgramConfig }) {
  return (
    <ProgramProvider program={program}>
      <SessionProvider>
        <GlobalMessageProvider>
          <BrowserRouter>
            <PortalRoutes program={program} />
          </BrowserRouter>
        </GlobalMessageProvider>
      </SessionProvider>
    </ProgramProvider>
  );
}
