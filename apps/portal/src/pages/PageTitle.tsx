import { useCopy } from '@portal/program-config';

/** spec: prescription-experience §2 "A page header sets the document title". React 19 hoists <title>. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useCopy();
  return <title>{t('{title} | {programName}', { title })}</title>;
}
