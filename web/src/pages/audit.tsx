import { Page } from '../ui';

export function Audit() {
  return <Page title="Audit"><p>Coming next.</p></Page>;
}
