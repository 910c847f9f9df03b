/**
 * The notice of free language assistance (Section 1557 of the Affordable Care Act, 45 CFR 92.11):
 * a tagline in each of the languages most spoken by the programme's patients who read little
 * English, telling them, in their language, that help is free and how to ask for it. The texts are
 * the sample taglines the US Department of Health and Human Services published for this notice
 * ("ATTENTION: If you speak [language], language assistance services, free of charge, are available
 * to you. Call 1-xxx-xxx-xxxx (TTY: 1-xxx-xxx-xxxx)."), each as HHS wrote it, with the language
 * named where the sample leaves a blank for it (Arabic). `{phone}` takes the programme's phone
 * number; the TTY line is 711, the relay service every US phone reaches.
 *
 * They are never translated further or overridden by a programme: a programme only chooses which
 * languages it shows, in its order (program.json `languageAssistance.languages`).
 */
import { formatPhoneForDisplay } from '@portal/formats';

export interface Tagline {
  /** The language named in itself, as its readers look for it. */
  name: string;
  /** Right to left: the tagline's element gets `dir="rtl"`. */
  rtl?: true;
  /** The HHS sample tagline; `{phone}` is the programme's number. */
  text: string;
}

/** Every tagline the portal has, by BCP 47 language tag. */
export const taglines = {
  es: { name: 'Español', text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {phone} (TTY: 711).' },
  'zh-Hant': { name: '繁體中文', text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 {phone}（TTY：711）。' },
  vi: { name: 'Tiếng Việt', text: 'CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số {phone} (TTY: 711).' },
  ko: { name: '한국어', text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {phone} (TTY: 711) 번으로 전화해 주십시오.' },
  tl: { name: 'Tagalog', text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {phone} (TTY: 711).' },
  ru: { name: 'Русский', text: 'ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода. Звоните {phone} (телетайп: 711).' },
  ar: { name: 'العربية', rtl: true, text: 'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم {phone} (رقم هاتف الصم والبكم: 711).' },
  ht: { name: 'Kreyòl Ayisyen', text: 'ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele {phone} (TTY: 711).' },
  fr: { name: 'Français', text: "ATTENTION : Si vous parlez français, des services d'aide linguistique vous sont proposés gratuitement. Appelez le {phone} (ATS : 711)." },
  pl: { name: 'Polski', text: 'UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {phone} (TTY: 711).' },
  pt: { name: 'Português', text: 'ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis. Ligue para {phone} (TTY: 711).' },
  it: { name: 'Italiano', text: "ATTENZIONE: In caso la lingua parlata sia l'italiano, sono disponibili servizi di assistenza linguistica gratuiti. Chiamare il numero {phone} (TTY: 711)." },
  de: { name: 'Deutsch', text: 'ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung. Rufnummer: {phone} (TTY: 711).' },
  ja: { name: '日本語', text: '注意事項：日本語を話される場合、無料の言語支援をご利用いただけます。{phone}（TTY:711）まで、お電話にてご連絡ください。' },
  fa: { name: 'فارسی', rtl: true, text: 'توجه: اگر به زبان فارسی گفتگو می کنید، تسهیلات زبانی بصورت رایگان برای شما فراهم می باشد. با {phone} (TTY: 711) تماس بگیرید.' },
  ur: { name: 'اردو', rtl: true, text: 'خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں۔ کال کریں {phone} (TTY: 711)۔' },
  hi: { name: 'हिन्दी', text: 'ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {phone} (TTY: 711) पर कॉल करें।' },
  hmn: { name: 'Hmoob', text: 'LUS CEEV: Yog tias koj hais lus Hmoob, cov kev pab txog lus, muaj kev pab dawb rau koj. Hu rau {phone} (TTY: 711).' },
} as const satisfies Record<string, Tagline>;

export type TaglineLanguage = keyof typeof taglines;

/** The tags the table knows, in its order (program.json's schema refuses any other). */
export const taglineLanguages = Object.keys(taglines) as [TaglineLanguage, ...TaglineLanguage[]];

/**
 * A programme that names no languages shows these: the fifteen languages most spoken in the US
 * after English, most spoken first (45 CFR 92.11 asks for a programme's own area's top fifteen,
 * which a programme names in program.json when they differ).
 */
export const DEFAULT_TAGLINE_LANGUAGES = ['es', 'zh-Hant', 'vi', 'ko', 'tl', 'ru', 'ar', 'ht', 'fr', 'pl', 'pt', 'it', 'de', 'ja', 'fa'] as const satisfies readonly TaglineLanguage[];

/** A tagline as a page shows it: its tag for `lang`, and the text around the phone number, so the number can be set apart (a link, kept left to right). */
export interface ShownTagline {
  lang: TaglineLanguage;
  name: string;
  dir: 'rtl' | undefined;
  /** The whole tagline with the phone number in it. */
  text: string;
  before: string;
  phone: string;
  after: string;
}

/**
 * The programme's taglines, in its order, with its phone number. Takes the two values it reads
 * rather than the programme's type, which is program.json's schema's, and the schema reads this
 * table: the two would be one circle.
 */
export function languageAssistanceTaglines(program: {
  contacts: { programPhone: string };
  languageAssistance?: { languages?: readonly TaglineLanguage[] | undefined } | undefined;
}): ShownTagline[] {
  const phone = formatPhoneForDisplay(program.contacts.programPhone);
  const languages: readonly TaglineLanguage[] = program.languageAssistance?.languages ?? DEFAULT_TAGLINE_LANGUAGES;
  return languages.map((lang) => {
    const tagline: Tagline = taglines[lang];
    const [before = '', after = ''] = tagline.text.split('{phone}');
    return { lang, name: tagline.name, dir: tagline.rtl ? 'rtl' : undefined, text: `${before}${phone}${after}`, before, phone, after };
  });
}
