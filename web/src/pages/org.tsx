import { Page } from '../ui';

export function Org() {
  return <Page title="Org"><p>Coming next.</p></Page>;
}
