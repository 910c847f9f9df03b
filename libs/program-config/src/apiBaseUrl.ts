/**
 * Which API base URL a build may call (programme `baseUrl` or `PORTAL_API_BASE_URL`): https, or
 * plain http on a loopback host only, so that a production build can be tested against the
 * contract sandbox on this machine (`npm run sandbox`) while anything that leaves the machine
 * stays encrypted. Empty means mock mode.
 */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

export const API_BASE_URL_RULE = 'must be empty (mock mode), an https:// URL, or an http:// URL on a loopback host (127.0.0.1, localhost or [::1], any port)';

/** What is wrong with this API base URL, or null when a build may use it. */
export function apiBaseUrlProblem(baseUrl: string): string | null {
  if (baseUrl === '') return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `${API_BASE_URL_RULE} (got "${baseUrl}", which is not a URL)`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && (LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) return null;
  if (url.protocol === 'http:') return `${API_BASE_URL_RULE} (got "${baseUrl}": plain http is allowed only on this machine)`;
  return `${API_BASE_URL_RULE} (got "${baseUrl}")`;
}
