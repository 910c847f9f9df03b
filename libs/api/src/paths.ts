// A lone UTF-16 surrogate: half of a pair, without the other half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Characters no id of the API holds, and that change a URL's meaning once some server or proxy
 * on the way has decoded the id: a path separator (either slash), the start of a query or a
 * fragment, and control characters (a NUL may cut the path short in a back end).
 */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const NOT_IN_AN_ID = /[/\\?#\u0000-\u001F\u007F]/;
/** Percent-decoding an id more than this many times means it was built to be decoded: refused. */
const MAX_DECODES = 3;

/** Thrown while building a call's path from an id no call may carry; the client answers it (client.ts). */
export class UnsafeIdError extends Error {
  // A plain field, not a parameter property: Node runs this file as is (the sandbox), stripping types only.
  readonly id: string;
  constructor(id: string) {
    super(`unusable id in the call's path: ${JSON.stringify(id.slice(0, 80))}`);
    this.name = 'UnsafeIdError';
    this.id = id;
  }
}

/**
 * The id as each decoding on the way could read it: as given, then percent-decoded again and
 * again; null when it still changes after MAX_DECODES decodings (only a crafted id is that deep).
 */
function readings(id: string): string[] | null {
  const seen = [id];
  for (let round = 0; round < MAX_DECODES; round += 1) {
    const current = seen[seen.length - 1]!;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return seen; // a stray `%`: no decoder reads further, so nothing more to look at
    }
    if (decoded === current) return seen;
    seen.push(decoded);
  }
  const last = seen[seen.length - 1]!;
  return safeDecode(last) === last ? seen : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Whether an id from the server may go into a call's path (or query). The ids are opaque text
 * (`PAY-1001`, `RR-1001`, a UUID, a number); a server could still send `..`, which turns
 * `/payments/../pay` into another call of the API, sent with the patient's token. Refused: an
 * empty or blank id, `.` and `..`, and any id holding `/`, `\`, `?`, `#` or a control character,
 * in itself or once percent-decoded (`%2e%2e`, `%2F`, `%252e`): a proxy or server may decode it
 * before it routes.
 */
export function isUsableId(id: string): boolean {
  const all = readings(id);
  return all !== null && all.every((reading) => reading !== '.' && reading !== '..' && reading.trim() !== '' && !NOT_IN_AN_ID.test(reading));
}

/**
 * An id from the server as one URL component, or UnsafeIdError when `isUsableId` refuses it.
 * encodeURIComponent throws a URIError on a lone surrogate, which a server string may hold: it
 * becomes U+FFFD, as a browser's URL parser would make it.
 */
export function encodeId(value: string): string {
  if (!isUsableId(value)) throw new UnsafeIdError(value);
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/**
 * Every call of both specs (access-and-identity §7, prescription-experience §7), named once. The
 * paths that carry an id are functions, and every id goes through `encodeId`: the one place an id
 * becomes part of a URL. Give them to the client as a function (`path: () => paths.pay(id)`), so
 * that a refused id ends as the call's error before anything is sent.
 */
export const paths = {
  sendSmsOtp: '/api/auth/services/exp/v1/sms/otp/send',
  sendEmailOtp: '/api/auth/services/exp/v1/email/otp/send',
  verifySignInPhone: '/api/pwa/exp/v1/patient/verifySignIn/phone',
  verifySignInEmail: '/api/pwa/exp/v1/patient/verifySignIn/email',
  accessToken: '/api/auth/services/exp/v1/accesstoken',
  /**
   * Optional in the contract (docs/decisions: a session that ends): the server retires the token
   * sent in `jwttoken`. POST, no body; 200 when retired, 401 when it was no longer valid.
   */
  revokeToken: '/api/auth/services/exp/v1/accesstoken/revoke',
  registration: '/api/pwa/exp/v1/pca/patient/registration',
  profile: '/api/pwa/exp/v1/patient/profile',
  missingInformation: '/api/pwa/exp/v1/patient/missingInformation',
  pharmacies: (referralRecordId: string) => `/api/pwa/exp/v1/prescriptions/${encodeId(referralRecordId)}/pharmacies`,
  prescriptions: '/api/pwa/exp/v1/prescriptions',
  address: '/api/pwa/exp/v1/patient/address',
  consentPreferences: '/api/pwa/exp/v1/patient/consentPreferences',
  pay: (rxPaymentId: string) => `/api/pwa/exp/v1/payments/${encodeId(rxPaymentId)}/pay`,
  fillHistory: (intakeCaseId: string) => `/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=${encodeId(intakeCaseId)}`,
} as const;
