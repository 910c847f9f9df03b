import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { baseCopy } from './copy/en.ts';
import { ProgramProvider } from './context.tsx';
import { program } from 'virtual:portal-program';
import { pharmacyInfoFor, pharmacyKindOf, usePharmacyInfo } from './pharmacyInfo.ts';
import { itMapsEach } from '@portal/testing/table';

const copy = baseCopy.pharmacyInfo;

describe('pharmacyKindOf', () => {
  itMapsEach(pharmacyKindOf, '%s -> %s', [
    ['HealthDyne Specialty Pharmacy', 'healthdyne'],
    ['HEALTHDYNE - Dallas', 'healthdyne'],
    ['healthdyne', 'healthdyne'],
    ['Amazon Pharmacy', 'amazon'],
    ['www.AMAZON.com', 'amazon'],
    ['TruePill Direct', 'truepill'],
    ['Manufacturer direct (Truepill)', 'truepill'],
    ['CVS Pharmacy', null],
    ['Health Dyne', null],
    ['', null],
    [null, null],
    [undefined, null],
  ]);
});

describe('pharmacyInfoFor', () => {
  const sections = [
    { title: copy.deliveryTitle, body: copy.deliveryBody },
    { title: copy.supportTitle, body: copy.supportBody },
    { title: copy.paymentTitle, body: copy.paymentBody },
  ];

  it.each([
    ['HealthDyne Specialty Pharmacy', 'healthdyne', copy.healthdyneHeader, copy.healthdyneBrief],
    ['Amazon Pharmacy', 'amazon', copy.amazonHeader, copy.amazonBrief],
    ['Truepill', 'truepill', copy.truepillHeader, copy.truepillBrief],
  ])('%s: header, brief and the three sections of its kind', (name, kind, header, brief) => {
    expect(pharmacyInfoFor(name, copy)).toEqual({ kind, header, brief, sections });
  });

  it('has no content for any other pharmacy', () => {
    expect(pharmacyInfoFor('Walgreens #1234', copy)).toBeNull();
    expect(pharmacyInfoFor(null, copy)).toBeNull();
  });

  it('says most medications arrive in 1-4 days, free shipping, pharmacists 24/7 (spec §3)', () => {
    const text = JSON.stringify(pharmacyInfoFor('amazon', copy));
    expect(text).toContain('1-4 days');
    expect(text).toContain('free shipping');
    expect(text).toContain('24/7');
  });
});

describe('usePharmacyInfo', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <ProgramProvider program={program}>{children}</ProgramProvider>;

  it('reads the programme copy', () => {
    const { result } = renderHook(() => usePharmacyInfo('HealthDyne'), { wrapper });
    expect(result.current?.header).toBe(program.copy.pharmacyInfo.healthdyneHeader);
    expect(result.current?.sections).toHaveLength(3);
  });

  it('is null for a pharmacy without content', () => {
    const { result } = renderHook(() => usePharmacyInfo('CVS'), { wrapper });
    expect(result.current).toBeNull();
  });
});
