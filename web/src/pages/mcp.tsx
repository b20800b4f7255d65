import { Page } from '../ui';

export function Mcp() {
  return <Page title="Mcp"><p>Coming next.</p></Page>;
}
