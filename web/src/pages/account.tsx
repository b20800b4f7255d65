import { Page } from '../ui';

export function Account() {
  return <Page title="Account"><p>Coming next.</p></Page>;
}
