import { z } from 'zod';
import { languages } from '@portal/formats';
import { API_BASE_URL_RULE, apiBaseUrlProblem } from './apiBaseUrl.ts';
import { featureNames, type FeatureName } from './features.ts';
import { DEFAULT_TAGLINE_LANGUAGES, taglineLanguages } from './languageAssistance.ts';
import { legalDocumentNames } from './legal/en.ts';
import { didYouMean } from './nearest.ts';

/**
 * Schema of a programme folder's `program.json`. Build-time only: the app receives the validated
 * data, so zod never ships for the config.
 *
 * Every field's `.describe()` is written for an engineer adding a programme: docs/adding-a-programme.md's
 * program.json reference is generated from this schema (`npm run program-reference`), and a unit
 * test fails when it is out of date or a field has no description.
 */
/** Whether a carrier's tracking-number pattern is a regular expression. */
const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

const featureFlag = z.strictObject({ enabled: z.boolean().describe('`true` switches the feature on.') });

/** What each feature flag changes for a patient. */
const featureDescriptions: Record<FeatureName, string> = {
  US_only_phone:
    'On: every phone input takes a US number only, masked as (555) 555-0100. Off: international numbers, typed with their country code (+1 555 555 0100).',
  missingInformation:
    'On: after sign-in, a patient with an open missing-information task goes through the Missing Information wizard (`/missing-information-*`), and a registered patient lands on Onboarding instead of My Prescriptions. Off: the wizard\'s routes do not exist.',
  patientDemographics: 'Accepted and validated, not read by the portal yet (access-and-identity §3 lists it). Keep it off.',
  payment:
    'On: "Pay now" on My Prescriptions, the Payment and Fill History pages and their menu items (list the checkout hosts in `checkoutHosts`). Off: those routes do not exist.',
  updateShippingAddress:
    'On: the shipping address on Profile and Payment gets an edit link to `/update-shipping-address`. Off: the address is read only and the route does not exist.',
};

/** A host name of a page the portal may send a patient to (a checkout, a receipt): no scheme, port or path. */
const hostName = (example: string) =>
  z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, `must be a lower-case host name, e.g. ${example}`)
    .describe(`A lower-case host name, e.g. \`${example}\`: no scheme, port or path.`);

/** The session settings a programme gets when program.json leaves them out. */
const DEFAULT_SESSION_SETTINGS = { revokeOnLogout: true, absoluteLifetimeHours: 12 } as const;

const tenDigitPhone = z.string().regex(/^\d{10}$/, 'must be ten digits without punctuation, e.g. 5555550150');

/** A file inside the programme folder, e.g. `assets/logo.svg`. */
const assetPath = z
  .string()
  .regex(/^[\w./-]+\.(svg|png|webp|jpg)$/, 'must be a relative path to an .svg, .png, .webp or .jpg file')
  .refine((path) => !path.split('/').includes('..'), 'must stay inside the programme folder');

/** The rule every image path follows, for the descriptions. */
const ASSET_RULE = 'Relative to the programme folder, inside it (no `..`); .svg, .png, .webp or .jpg; the file must exist. An SVG must not draw `<text>` (outline its words: see "Add a logo").';

const drugCatalogueEntrySchema = z.strictObject({
  ndc_code: z
    .string()
    .regex(/^\d{4,5}-\d{3,4}-\d{1,2}$/, 'must be an NDC in 5-4-2 form, e.g. 0597-0100-61')
    .describe('The drug\'s National Drug Code, e.g. `0597-0100-61`: a prescription from the API with the same NDC (compared as 11 digits, punctuation and leading zeros aside) shows this entry\'s name, strength and logo.'),
  drug_family: z.string().min(1).describe('The drug family, e.g. `Inhalation Spray`.'),
  name: z.string().min(1).describe('The drug\'s name as patients read it on My Prescriptions, Payment and Fill History; may carry ® or ™.'),
  strength: z.string().min(1).describe('Shown after the name, e.g. `2.5mcg`.'),
  alt: z.string().min(1).describe('The text alternative of the drug\'s logo, for screen readers: what the mark shows, e.g. `Inhalation spray, 2.5 mcg, product mark`.'),
  logo: assetPath.describe(`The drug's mark, shown at 48 × 48 px. ${ASSET_RULE}`),
});

export const programFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe('A JSON Schema address for editors. Ignored by the build.'),
    code: z
      .string()
      .regex(/^[A-Z][A-Z0-9]{1,11}$/, 'must be 2-12 capital letters or digits, e.g. BISP')
      .describe('The programme\'s code, e.g. `BISP`. Keep it the same as its folder name under `programs/`: the tools name a programme by its folder (its Nx project, `PORTAL_PROGRAM`, the build folder `dist/<CODE>`).'),
    displayName: z
      .string()
      .min(1)
      .describe('The programme\'s name as patients read it, e.g. `Acme Care`: `{programName}` in the copy, the end of every page title ("Welcome | Acme Care") and the logo\'s text alternative ("Acme Care home").'),
    shortName: z
      .string()
      .min(1)
      .max(12)
      .optional()
      .describe('The name under the icon of the installed portal on a phone\'s home screen (the web app manifest\'s `short_name`), at most 12 characters so it shows whole, e.g. `Acme`. Absent: `displayName` when it has 12 characters or fewer, else `code`.'),
    baseUrl: z
      .string()
      .refine((url) => apiBaseUrlProblem(url) === null, { error: API_BASE_URL_RULE })
      .describe(`The API's base URL; ${API_BASE_URL_RULE}. Empty builds the portal in mock mode (the demo accounts). \`PORTAL_API_BASE_URL\` overrides it for one build.`),
    features: z
      .strictObject(
        Object.fromEntries(featureNames.map((name) => [name, featureFlag.describe(featureDescriptions[name])])) as Record<FeatureName, typeof featureFlag>,
      )
      .describe('Every feature flag, each `{ "enabled": true | false }`; all five must be present. A route of a feature that is off does not exist (it shows "Page not found").'),
    contacts: z
      .strictObject({
        programPhone: tenDigitPhone.describe('The programme\'s phone number, ten digits without punctuation (shown as 1 (555) 555-0150): `{programPhone}` in the copy, where a patient is told to call.'),
        programHours: z.string().min(1).describe('When that phone is answered, e.g. `Monday-Friday 9:00 AM-6:00 PM ET`: `{programHours}`, shown with the phone number.'),
        /** The hours on Contact Us (prescription-experience §2, §9); programHours when absent. */
        contactUsHours: z.string().min(1).optional().describe('The hours Contact Us shows (`{contactUsHours}`), when they are worded differently there; `programHours` when absent.'),
        medicalInformationPhone: tenDigitPhone.describe('The medical information line, ten digits without punctuation: `{medicalInformationPhone}`, in the landing page\'s disclaimer (adverse events, product complaints).'),
        serviceProvider: z.string().min(1).describe('Who runs the programme: `{serviceProvider}`, the copyright holder in the footer.'),
      })
      .describe('How patients reach the programme. The copy\'s placeholders take these values.'),
    copyrightYear: z.number().int().min(2000).max(2100).describe('The year of the footer\'s copyright line (`{year}`).'),
    languages: z
      .array(z.enum(languages).describe('A language of the portal, by its code: one with a complete base copy in libs/program-config/src/copy/.'))
      .min(1)
      .refine((list) => list[0] === 'en', { error: 'must start with "en": English is the copy every other language translates' })
      .refine((list) => new Set(list).size === list.length, { error: 'names a language twice' })
      .optional()
      .describe(
        `The languages the programme is written in, English first, e.g. \`["en", "es"]\`. Each other one needs its \`program.<language>.json\` (and may have a \`copy.<language>.json\`); its pages are prerendered, its web app manifest written, and the header's switch offers it (no switch with English alone). The portal's languages: ${languages.map((language) => `\`${language}\``).join(', ')} (docs/languages.md). Absent: all of them.`,
      ),
    assets: z
      .strictObject({
        logo: assetPath.describe(`The logo on the light header of the signed-in pages. ${ASSET_RULE}`),
        logoOnDark: assetPath.describe(`The logo on the public pages' header, in the brand colour (\`color.background.brand\` in theme.json). ${ASSET_RULE}`),
      })
      .describe('The programme\'s logos, bundled by the build as files.'),
    drugCatalogue: z
      .array(drugCatalogueEntrySchema)
      .min(1)
      .describe('The programme\'s drugs, at least one: how a prescription from the API is shown, matched by NDC.'),
    /**
     * Hosts whose https checkout pages the portal may send a patient to (prescription-experience §4
     * Pay session): a `checkout_url` elsewhere is refused. Host names only, no scheme or path.
     */
    checkoutHosts: z
      .array(hostName('checkout.payments.example.com'))
      .optional()
      .describe('The hosts of the card payment provider\'s checkout pages (payment feature): the portal sends a patient only to an https `checkout_url` on one of them and refuses any other. Absent: no checkout is followed (except the mock\'s, in mock mode).'),
    /**
     * Hosts whose https receipt pages a fill's "View receipt" may open (prescription-experience §2
     * Fill History): a `receiptURL` elsewhere is not shown, as the checkout is refused elsewhere.
     */
    receiptHosts: z
      .array(hostName('receipts.payments.example.com'))
      .optional()
      .describe('The hosts of the payment provider\'s receipt pages (payment feature): Fill History shows a fill\'s "View receipt" only for an https `receiptURL` on one of them (opened through the leave-site modal) and shows no link for any other. Absent or empty: no receipt link is shown.'),
    analytics: z
      .strictObject({
        /** The tag-manager container of any public host other than the production one (staging). */
        tagManagerId: z.string().min(1).optional().describe('The tag-manager container loaded on any public host other than `productionHost` (staging).'),
        /** spec §7: "a different container for the production host". */
        productionTagManagerId: z.string().min(1).optional().describe('The tag-manager container loaded on `productionHost` only.'),
        analyticsId: z.string().min(1).optional().describe('The analytics measurement id, loaded on every public host.'),
        /** The programme's production host name, e.g. portal.example.com. */
        productionHost: z
          .string()
          .regex(/^[a-z0-9.-]+$/, 'must be a host name, e.g. portal.example.com')
          .optional()
          .describe('The host name of the programme\'s production site, e.g. `portal.example.com`: it picks `productionTagManagerId`.'),
      })
      .optional()
      .describe('Analytics scripts. None load in mock mode or on a local or private host; absent: none anywhere.'),
    /**
     * How a session ends on the server too (docs/decisions/0051-a-session-ends-on-the-server-too.md):
     * the token's revocation and the absolute lifetime (ASVS 4.0.3 3.3.4 at Level 2).
     */
    session: z
      .strictObject({
        revokeOnLogout: z
          .boolean()
          .default(DEFAULT_SESSION_SETTINGS.revokeOnLogout)
          .describe('`true`: when a session ends while its token is still good (Logout, another tab\'s logout, the absolute lifetime, a 202), the portal asks the API to retire the token (`POST /api/auth/services/exp/v1/accesstoken/revoke`, the token in `jwttoken`), so a copy of it is no use afterwards. `false` for an API that does not offer the call; an API that answers 404 is harmless either way. Default `true`.'),
        absoluteLifetimeHours: z
          .number()
          .int()
          .min(1)
          .max(24)
          .default(DEFAULT_SESSION_SETTINGS.absoluteLifetimeHours)
          .describe('Hours after sign-in when the session ends even while the patient is active: token renewal stops and the login page says why ("For your security…"). Default 12. The API should hold its own limit too: this one is the portal\'s.'),
      })
      .default(DEFAULT_SESSION_SETTINGS)
      .describe('How a signed-in session ends. Absent: the defaults (revoke on logout, 12 hours).'),
    /**
     * One programme, several deployments (staging, production): each its own API, its own host and
     * its payment provider's hosts. A build picks one with PORTAL_ENVIRONMENT; its values replace
     * the top-level ones (environments.ts).
     */
    environments: z
      .record(
        z.string(),
        z.strictObject({
          baseUrl: z
            .string()
            .min(1, 'an environment has an API: mock mode is the programme without PORTAL_ENVIRONMENT')
            .refine((url) => apiBaseUrlProblem(url) === null, { error: API_BASE_URL_RULE })
            .describe(`The API's base URL in this environment; ${API_BASE_URL_RULE}.`),
          host: z
            .string()
            .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a lower-case host name, e.g. staging.portal.example.com')
            .describe('The host name the portal is served from in this environment, e.g. `staging.portal.example.com` (the sign-in text message names it, docs/production-and-hosting.md).'),
          checkoutHosts: z.array(hostName('checkout.payments.example.com')).optional().describe('`checkoutHosts` in this environment (a provider\'s test checkout on staging); absent: the top-level list.'),
          receiptHosts: z.array(hostName('receipts.payments.example.com')).optional().describe('`receiptHosts` in this environment; absent: the top-level list.'),
        }),
      )
      .superRefine((record, context) => {
        for (const name of Object.keys(record)) {
          if (!/^[a-z][a-z0-9-]{0,19}$/.test(name)) context.addIssue({ code: 'custom', path: [name], message: 'an environment is named in lower case, e.g. staging' });
        }
      })
      .optional()
      .describe('The programme\'s deployments by name (`staging`, `production`, …): `PORTAL_ENVIRONMENT=<name> npx nx build <CODE>` builds for one, its `baseUrl` and hosts replacing the top-level ones. Absent: one deployment, from the top-level values.'),
    /** The pharmacies' own sites, for the buttons of /pharmacy-instructions (prescription-experience §2). */
    pharmacyLinks: z
      .strictObject({
        amazon: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional().describe('Amazon Pharmacy\'s site, an https:// URL.'),
        healthdyne: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional().describe('HealthDyne\'s site, an https:// URL.'),
      })
      .optional()
      .describe('The pharmacies\' own sites, for the buttons of the pharmacy instructions pages; a button whose address is absent is not shown.'),
    /**
     * The carriers whose tracking pages a card may link a shipment to (docs/decisions/0055): the API
     * sends a tracking number and no carrier, so the number's shape names it.
     */
    carriers: z
      .array(
        z.strictObject({
          name: z.string().min(1).describe('The carrier as patients read it on a shipped card, e.g. `UPS`.'),
          trackingNumberPattern: z
            .string()
            .min(1)
            .refine(compiles, 'must be a valid regular expression')
            .describe('A regular expression a tracking number of this carrier matches whole, e.g. `^1Z[0-9A-Z]{16}$`. The first carrier whose pattern matches is the shipment\'s; a number no pattern matches is shown without a carrier or a link.'),
          trackingUrl: z
            .url({ protocol: /^https$/, error: 'must be an https:// URL' })
            .refine((url) => url.includes('{trackingNumber}'), 'must hold {trackingNumber}')
            .describe('The carrier\'s tracking page, an https:// URL holding `{trackingNumber}`, e.g. `https://www.ups.com/track?tracknum={trackingNumber}`: the number replaces it, URL-encoded. The link opens through the leave-site modal.'),
        }),
      )
      .optional()
      .describe('The carriers a shipped prescription\'s tracking number may link to, in the order they are tried. Absent or empty: a shipped card shows its tracking number without a link.'),
    /**
     * The notice of free language assistance (Section 1557, 45 CFR 92.11: taglines in the top
     * languages of the programme's area), shown at /language-assistance and linked from the footer.
     */
    languageAssistance: z
      .strictObject({
        languages: z
          .array(
            z.enum(taglineLanguages, {
              error: (issue) =>
                `${JSON.stringify(issue.input)} is not a language the portal has a tagline for${didYouMean(String(issue.input), taglineLanguages)}; the known tags: ${taglineLanguages.join(', ')}`,
            }).describe('A language the portal has a tagline for, by its BCP 47 tag, e.g. `zh-Hant` (Chinese in traditional characters).'),
          )
          .min(1)
          .superRefine((languages, context) => {
            languages.forEach((tag, index) => {
              if (languages.indexOf(tag) < index) context.addIssue({ code: 'custom', path: [index], message: `"${tag}" is listed twice: each language once` });
            });
          })
          .describe(
            `The languages of the taglines, as BCP 47 tags, in the order the page lists them: the ones most spoken by the programme's patients who read little English, most spoken first; each at most once.`,
          ),
      })
      .optional()
      .describe(
        `The Language assistance page (\`/language-assistance\`, linked from every page's footer): the Section 1557 notice that free language help is available, one tagline per language (the sample texts of the US Department of Health and Human Services, with \`contacts.programPhone\` and TTY 711). Absent: the fifteen languages most spoken in the US after English, ${DEFAULT_TAGLINE_LANGUAGES.map((tag) => `\`${tag}\``).join(', ')}.`,
      ),
  })
  .describe('A programme\'s `programs/<CODE>/program.json`: validated at build time; an unknown key is an error.');

export type ProgramFile = z.infer<typeof programFileSchema>;

/** `program.<language>.json`: the programme's own patient-facing values of program.json, translated. */
export const programTranslationSchema = z
  .strictObject({
    $schema: z.string().optional().describe('A JSON Schema address for editors. Ignored by the build.'),
    $comment: z.string().optional().describe('A note for whoever edits the file. Ignored by the build.'),
    contacts: z
      .strictObject({
        programHours: z.string().min(1).describe('`contacts.programHours` of program.json in this language.'),
        contactUsHours: z.string().min(1).optional().describe('`contacts.contactUsHours` of program.json in this language; required when program.json has it.'),
      })
      .describe('The contacts\' words in this language.'),
    drugAlts: z.array(z.string().min(1)).describe('The text alternative of each drug\'s logo in this language, one per entry of `drugCatalogue`, in its order.'),
  })
  .describe('A programme\'s `programs/<CODE>/program.<language>.json`: the patient-facing values of program.json in another language.');

const legalDocumentSchema = z.strictObject({
  title: z.string().min(1),
  dateLine: z.string().min(1),
  intro: z.string().min(1),
  sections: z.array(z.strictObject({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(1),
});

/** `legal.en.json`: whole documents that replace the base legal texts. */
export const legalOverridesSchema = z.strictObject(
  Object.fromEntries(legalDocumentNames.map((name) => [name, legalDocumentSchema.optional()])) as Record<
    (typeof legalDocumentNames)[number],
    z.ZodOptional<typeof legalDocumentSchema>
  >,
);
