import { z } from 'zod';
import { API_BASE_URL_RULE, apiBaseUrlProblem } from './apiBaseUrl.ts';
import { featureNames } from './types.ts';
import { legalDocumentNames } from './legal/en.ts';

/**
 * Schema of a programme folder's `program.json`. Build-time only: the app receives the validated
 * data, so zod never ships for the config.
 */
const featureFlag = z.strictObject({ enabled: z.boolean() });

const tenDigitPhone = z.string().regex(/^\d{10}$/, 'must be ten digits without punctuation, e.g. 5555550150');

/** A file inside the programme folder, e.g. `assets/logo.svg`. */
const assetPath = z
  .string()
  .regex(/^[\w./-]+\.(svg|png|webp|jpg)$/, 'must be a relative path to an .svg, .png, .webp or .jpg file')
  .refine((path) => !path.split('/').includes('..'), 'must stay inside the programme folder');

export const drugCatalogueEntrySchema = z.strictObject({
  ndc_code: z.string().regex(/^\d{4,5}-\d{3,4}-\d{1,2}$/, 'must be an NDC in 5-4-2 form, e.g. 0597-0100-61'),
  drug_family: z.string().min(1),
  name: z.string().min(1),
  strength: z.string().min(1),
  alt: z.string().min(1),
  logo: assetPath,
});

export const programFileSchema = z.strictObject({
  $schema: z.string().optional(),
  code: z.string().regex(/^[A-Z][A-Z0-9]{1,11}$/, 'must be 2-12 capital letters or digits, e.g. BISP'),
  displayName: z.string().min(1),
  baseUrl: z.string().refine((url) => apiBaseUrlProblem(url) === null, { error: API_BASE_URL_RULE }),
  features: z.strictObject(
    Object.fromEntries(featureNames.map((name) => [name, featureFlag])) as Record<
      (typeof featureNames)[number],
      typeof featureFlag
    >,
  ),
  contacts: z.strictObject({
    programPhone: tenDigitPhone,
    programHours: z.string().min(1),
    /** The hours on Contact Us (prescription-experience §2, §9); programHours when absent. */
    contactUsHours: z.string().min(1).optional(),
    medicalInformationPhone: tenDigitPhone,
    serviceProvider: z.string().min(1),
  }),
  copyrightYear: z.number().int().min(2000).max(2100),
  assets: z.strictObject({ logo: assetPath, logoOnDark: assetPath }),
  drugCatalogue: z.array(drugCatalogueEntrySchema).min(1),
  /**
   * Hosts whose https checkout pages the portal may send a patient to (prescription-experience §4
   * Pay session): a `checkout_url` elsewhere is refused. Host names only, no scheme or path.
   */
  checkoutHosts: z
    .array(z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a lower-case host name, e.g. checkout.example.com'))
    .optional(),
  analytics: z
    .strictObject({
      /** The tag-manager container of any public host other than the production one (staging). */
      tagManagerId: z.string().min(1).optional(),
      /** spec §7: "a different container for the production host". */
      productionTagManagerId: z.string().min(1).optional(),
      analyticsId: z.string().min(1).optional(),
      /** The programme's production host name, e.g. portal.example.com. */
      productionHost: z.string().regex(/^[a-z0-9.-]+$/, 'must be a host name, e.g. portal.example.com').optional(),
    })
    .optional(),
  /** The pharmacies' own sites, for the buttons of /pharmacy-instructions (prescription-experience §2). */
  pharmacyLinks: z
    .strictObject({
      amazon: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
      healthdyne: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
    })
    .optional(),
});

export type ProgramFile = z.infer<typeof programFileSchema>;

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
