import { PageShell } from '@/web/components/layout/page-shell';

/** Stand-in for the screens later issues build: shows only the page title. */
export default function PlaceholderPage({ title, backTo = '/' }: { title: string; backTo?: string }) {
  return <PageShell title={title} backTo={backTo} />;
}
