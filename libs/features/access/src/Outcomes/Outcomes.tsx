import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, FailureView, Heading, Text, Link } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import { useSessionStore } from '@portal/session';
import * as styles from '../Login/Login.css.ts';
import { routes } from '@portal/routes';

/** /login-error: several profiles, or no patient found (access-and-identity §2). */
export function LoginErrorPage() {
  const { copy, t } = useCopy();
  return (
    <div className={styles.form}>
      <Heading level="1">{copy.loginError.title}</Heading>
      <Text>{t(copy.loginError.body)}</Text>
      <Link to="/login" className={buttonClass()}>
        {copy.loginError.back}
      </Link>
    </div>
  );
}

/** /profile-error: the profile could not be fetched (§4 Profile fetch failure, §8). */
export function ProfileErrorPage() {
  const { copy } = useCopy();
  const navigate = useNavigate();
  return (
    <FailureView
      title={copy.failure.title}
      detail={copy.errors.profileFetch}
      body={copy.failure.body}
      actionLabel={copy.failure.reload}
      onAction={() => navigate(routes.login)}
    />
  );
}

/**
 * /logout: signs out (this tab and the portal's other tabs) and leaves to / (the app's end
 * navigation, "You have signed out."); shows nothing. It ends the session even when this tab holds
 * none: where the host sends Clear-Site-Data, the browser emptied storage before the page ran, and
 * the other tabs must still be told.
 */
export function LogoutPage() {
  const store = useSessionStore();
  useEffect(() => store.end('logout'), [store]);
  return null;
}
