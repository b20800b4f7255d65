import { Page } from '../ui';

export function Keys() {
  return <Page title="Keys"><p>Coming next.</p></Page>;
}
