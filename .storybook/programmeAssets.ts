import type { DrugCatalogueEntry, ProgramConfig } from '@portal/program-config';

/**
 * Every programme's assets (logos, drug logos), so the toolbar's programme swaps them as it swaps
 * the theme. `virtual:portal-program` holds one programme's asset URLs (PORTAL_PROGRAM, the one the
 * portal is built for); here each programs/<CODE>/program.json names its files, and the glob gives
 * their URLs in the Storybook build. A new programme folder needs no change here.
 */
interface ProgrammeFile {
  assets: { logo: string; logoOnDark: string };
  drugCatalogue: DrugCatalogueEntry[];
}

const programmeFiles = import.meta.glob<ProgrammeFile>('../programs/*/program.json', { eager: true, import: 'default' });
// The image types programme files may name (libs/program-config/src/schema.ts `assetPath`).
const assetUrls = import.meta.glob<string>('../programs/*/**/*.{svg,png,webp,jpg}', { eager: true, query: '?url', import: 'default' });

export type ProgrammeAssets = Pick<ProgramConfig, 'assets' | 'drugCatalogue'>;

/** The logos and the drug catalogue (with its logos) of programs/<code>, as the build resolves them. */
export function programmeAssets(code: string): ProgrammeAssets {
  const file = programmeFiles[`../programs/${code}/program.json`];
  if (!file) throw new Error(`programs/${code}/program.json is missing`);
  const url = (path: string, field: string) => {
    const found = assetUrls[`../programs/${code}/${path.replace(/^\.\//, '')}`];
    if (!found) throw new Error(`programs/${code}/program.json ${field} points to ${path}, which does not exist`);
    return found;
  };
  return {
    assets: { logo: url(file.assets.logo, 'assets.logo'), logoOnDark: url(file.assets.logoOnDark, 'assets.logoOnDark') },
    drugCatalogue: file.drugCatalogue.map((drug, index) => ({ ...drug, logo: url(drug.logo, `drugCatalogue.${index}.logo`) })),
  };
}
