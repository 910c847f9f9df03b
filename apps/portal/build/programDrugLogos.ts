/**
 * Puts each drug's logo URL (the build's, in the catalogue's order) into `target.drugCatalogue`.
 * Its own module: in the portal's browser build only the rest of the texts
 * (`virtual:portal-program-texts`) carry the catalogue, so only their chunk holds this.
 */
import type { DrugCatalogueEntry } from '@portal/program-config';

export function withDrugLogos(target: { drugCatalogue: DrugCatalogueEntry[] }, logos: readonly string[]): void {
  target.drugCatalogue = target.drugCatalogue.map((drug, index) => ({ ...drug, logo: logos[index] as string }));
}
