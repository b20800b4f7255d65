import { Page } from '../ui';

export function Playground() {
  return <Page title="Playground"><p>Coming next.</p></Page>;
}
