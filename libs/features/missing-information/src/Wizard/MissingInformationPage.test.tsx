import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { program } from 'virtual:portal-program';
import { MissingInformationPage } from './MissingInformationPage.tsx';
import { renderSignedIn, setUpMockApiForPages } from '@portal/testing/signedInPage';

/** The page with its real session, profile and wizard actor, answered by the mock. */
setUpMockApiForPages();

describe('MissingInformationPage with the session and the mock', () => {
  it('(555) 555-0109: once the profile is in, the wizard opens on its start with the two steps', async () => {
    await renderSignedIn(<MissingInformationPage />, 'addressAndGender', '/missing-information-start');
    expect(await screen.findByRole('heading', { level: 1, name: program.copy.pages.missingInformationStart })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
