import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeProductionProblems, findProductionProblems, productionProblemsOf, type ProgramFiles } from './production.ts';

const root = resolve(__dirname, '../../..');

const programme = (code: string, program: Record<string, unknown>, translations: ProgramFiles['translations'] = []): ProgramFiles => ({
  code,
  program: { code, ...program },
  programFile: `programs/${code}/program.json`,
  translations,
});

const bisp = programme('BISP', {
  contacts: { programPhone: '5555550150', medicalInformationPhone: '5555550160', serviceProvider: 'Patient Services Partner' },
  analytics: { tagManagerId: 'GTM-BISPSTG', productionTagManagerId: 'GTM-BISPPRD', analyticsId: 'G-BISP0001', productionHost: 'portal.bisp.example' },
  checkoutHosts: ['checkout.payments.example.com'],
});

describe('what a production build refuses', () => {
  it('BISP and LUMA as they are: nothing', () => {
    expect(productionProblemsOf(resolve(root, 'programs/BISP'), root)).toEqual([]);
    expect(productionProblemsOf(resolve(root, 'programs/LUMA'), root)).toEqual([]);
  });

  it('a placeholder anywhere in program.json or a translation, naming the file and the key', () => {
    const acme = programme('ACME', { contacts: { programPhone: '0000000000', serviceProvider: 'PLACEHOLDER: the legal entity' }, checkoutHosts: ['checkout.placeholder.invalid'], $comment: 'PLACEHOLDER in a note is no value' }, [
      { file: 'programs/ACME/program.es.json', json: { contacts: { programHours: 'PLACEHOLDER: horario' } } },
    ]);
    expect(findProductionProblems(acme, [bisp]).map(({ file, key }) => `${file} ${key}`)).toEqual([
      'programs/ACME/program.json contacts.programPhone',
      'programs/ACME/program.json contacts.serviceProvider',
      'programs/ACME/program.json checkoutHosts.0',
      'programs/ACME/program.es.json contacts.programHours',
    ]);
  });

  it("another programme's analytics id, production host or phone, naming whose it is", () => {
    const acme = programme('ACME', { contacts: { programPhone: '5555550150' }, analytics: { tagManagerId: 'GTM-BISPSTG', productionHost: 'portal.bisp.example' } });
    const problems = findProductionProblems(acme, [bisp]);
    expect(problems.map((problem) => problem.key)).toEqual(['contacts.programPhone', 'analytics.tagManagerId', 'analytics.productionHost']);
    expect(describeProductionProblems('ACME', problems)).toContain(
      '  - programs/ACME/program.json: analytics.tagManagerId "GTM-BISPSTG" is BISP\'s (programs/BISP/program.json): each programme has its own',
    );
  });

  it('values programmes share by nature (the payment provider, a pharmacy, the service provider) are not refused', () => {
    const acme = programme('ACME', { contacts: { serviceProvider: 'Patient Services Partner' }, checkoutHosts: ['checkout.payments.example.com'] });
    expect(findProductionProblems(acme, [bisp])).toEqual([]);
  });
});
