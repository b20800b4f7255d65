import { Page } from '../ui';

export function Datasets() {
  return <Page title="Datasets"><p>Coming next.</p></Page>;
}
export function DatasetDetail({ id }: { id: string }) {
  return <Page title={`Dataset ${id}`}><p>Coming next.</p></Page>;
}
