/**
 * The legal texts every programme starts from (prescription-experience §2 "Legal pages"). A
 * programme replaces a whole document with `legal.en.json` when its lawyers say so. Placeholders
 * as in copy: {programName}, {serviceProvider}, {programPhone}, {programHours}.
 * The wording is the portal's own summary of the obligations the spec lists; it is not legal advice.
 */
interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** e.g. "Effective June 27, 2024" */
  dateLine: string;
  intro: string;
  sections: LegalSection[];
}

export const legalDocumentNames = ['termsOfUse', 'privacyPolicy', 'hipaaPractices'] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];
export type LegalTexts = Record<LegalDocumentName, LegalDocument>;

export const baseLegal: LegalTexts = {
  termsOfUse: {
    title: 'Terms of Use',
    dateLine: 'Last updated December 12, 2023',
    intro:
      'These terms govern your use of the {programName} patient portal, operated by {serviceProvider}. By using the portal you agree to them.',
    sections: [
      {
        heading: 'Who may use the portal',
        paragraphs: [
          'You must be 18 years of age or older and a patient enrolled in {programName}, or the legal representative of one.',
          'You agree to give accurate information and to keep your one-time codes private.',
        ],
      },
      {
        heading: 'What the portal is for',
        paragraphs: [
          'The portal shows the status of your prescriptions, lets you choose a pharmacy and pay estimated costs. It does not give medical advice.',
          'It is not for reporting adverse events or product complaints. For those, or for medical information, call the number shown on the home page.',
        ],
      },
      {
        heading: 'Claims and governing law',
        paragraphs: [
          'Any claim arising from your use of the portal must be brought within 1 year after it arises.',
          'These terms are governed by the laws of the State of Wisconsin, without regard to its conflict-of-law rules.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions about these terms: call {programPhone}, {programHours}.'],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    dateLine: 'Effective June 27, 2024',
    intro:
      'This website privacy policy explains how {serviceProvider} collects, uses and protects personal information through the {programName} portal.',
    sections: [
      {
        heading: 'Information we collect',
        paragraphs: [
          'The details you give to sign in and verify your identity, your prescription and payment status, and technical data such as the browser you use.',
          'Cookies and similar technologies keep you signed in during a visit. The portal does not store your health information in your browser after you sign out.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live, laws such as the GDPR, the UK GDPR, the CCPA and PIPEDA give you the right to know, access, correct, delete or port your personal information.',
          'We acknowledge a request within 10 days and answer within 30 days; where the law allows, we may extend this to 90 days and will tell you why.',
          'California residents may make two requests to know or to port their information in any 12-month period.',
        ],
      },
      {
        heading: 'Chatbot',
        paragraphs: ['If a chat assistant is offered, what you type is used only to answer you and is kept as described in this policy.'],
      },
      {
        heading: 'EU representative and contact',
        paragraphs: [
          'Residents of the European Union may contact our EU representative through the number below.',
          'To make a rights request, call {programPhone}, {programHours}.',
        ],
      },
    ],
  },
  hipaaPractices: {
    title: 'HIPAA Notice of Privacy Practices',
    dateLine: 'Effective December 12, 2023',
    intro:
      'This notice describes how medical information about you may be used and disclosed, and how you can get access to it. Please review it carefully.',
    sections: [
      {
        heading: 'How we use your health information',
        paragraphs: [
          'To coordinate your prescription with your insurer, your pharmacy and the program, and to contact you about it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for a copy of your health information; we provide it within 30 days.',
          'You may ask us to correct it; we answer within 60 days.',
          'You may ask for an accounting of disclosures made in the six years before your request; one accounting a year is free.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['For questions about this notice, call {programPhone}, {programHours}.'],
      },
    ],
  },
};
