import { useMemo } from 'react';
import { useCopy } from './context.tsx';
import type { Copy } from './copy/en.ts';

/** What the Pharmacy information modal shows (the design system's PharmacyInfo takes it as is). */
interface PharmacyInfoContent {
  header: string;
  brief: string;
  sections: { title: string; body: string }[];
}

/**
 * spec: prescription-experience §3 Pharmacy info content: fixed content for three pharmacy kinds.
 * Here, one layer below the features, so the prescriptions, pharmacy and payment pages share it.
 */
const pharmacyKinds = ['healthdyne', 'amazon', 'truepill'] as const;
export type PharmacyKind = (typeof pharmacyKinds)[number];

export interface PharmacyInfo extends PharmacyInfoContent {
  kind: PharmacyKind;
}

/** The pharmacy kind a name belongs to: it contains the kind's keyword, case-insensitively (§2 Modals). */
export function pharmacyKindOf(name: string | null | undefined): PharmacyKind | null {
  const value = (name ?? '').toLowerCase();
  return pharmacyKinds.find((kind) => value.includes(kind)) ?? null;
}

/**
 * The Pharmacy information modal's content for a pharmacy name, from the programme's copy; null for
 * a pharmacy without fixed content. The sections (delivery, pharmacist support, payment) are the
 * same for the three kinds; the header and brief differ.
 */
export function pharmacyInfoFor(name: string | null | undefined, copy: Copy['pharmacyInfo']): PharmacyInfo | null {
  const kind = pharmacyKindOf(name);
  if (!kind) return null;
  const sections = [
    { title: copy.deliveryTitle, body: copy.deliveryBody },
    { title: copy.supportTitle, body: copy.supportBody },
    { title: copy.paymentTitle, body: copy.paymentBody },
  ];
  switch (kind) {
    case 'healthdyne':
      return { kind, header: copy.healthdyneHeader, brief: copy.healthdyneBrief, sections };
    case 'amazon':
      return { kind, header: copy.amazonHeader, brief: copy.amazonBrief, sections };
    case 'truepill':
      return { kind, header: copy.truepillHeader, brief: copy.truepillBrief, sections };
    default:
      return kind satisfies never;
  }
}

/** `pharmacyInfoFor` with the programme's copy, placeholders filled. */
export function usePharmacyInfo(name: string | null | undefined): PharmacyInfo | null {
  const { copy, t } = useCopy();
  return useMemo(() => {
    const info = pharmacyInfoFor(name, copy.pharmacyInfo);
    if (!info) return null;
    return {
      ...info,
      header: t(info.header),
      brief: t(info.brief),
      sections: info.sections.map((section) => ({ title: t(section.title), body: t(section.body) })),
    };
  }, [name, copy, t]);
}
