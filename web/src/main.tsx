import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import './style.css';
import { getSession, onSession, Session, signOut } from './api';
import { Link, navigate, useLocation } from './ui';
import { SignIn } from './pages/signin';
import { Account } from './pages/account';
import { Events } from './pages/events';
import { Apps, AppDetail } from './pages/apps';
import { Mcp } from './pages/mcp';
import { Devices, DeviceDetail } from './pages/devices';
import { Keys } from './pages/keys';
import { Datasets, DatasetDetail } from './pages/datasets';
import { Playground } from './pages/playground';
import { Audit } from './pages/audit';
import { Org } from './pages/org';

const nav: [string, string][] = [
  ['/events', 'Events'],
  ['/apps', 'Apps'],
  ['/mcp', 'MCP registry'],
  ['/devices', 'Devices'],
  ['/datasets', 'Datasets'],
  ['/playground', 'Playground'],
  ['/keys', 'API keys'],
  ['/audit', 'Audit trail'],
  ['/org', 'Organization'],
  ['/account', 'Account'],
];

function route(path: string) {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  switch (parts[0]) {
    case 'events':
      return <Events />;
    case 'apps':
      return parts[1] ? <AppDetail uuid={parts[1]} tab={parts[2] || 'config'} /> : <Apps />;
    case 'mcp':
      return <Mcp />;
    case 'devices': {
      // /devices/tokens, /devices/policy[/history], /devices/try are tabs;
      // anything else below /devices is a device id.
      const tab = parts.slice(1).join('/');
      return !tab || ['tokens', 'policy', 'policy/history', 'try'].includes(tab) ? <Devices tab={tab} /> : <DeviceDetail id={parts[1]} />;
    }
    case 'datasets':
      return parts[1] ? <DatasetDetail id={parts[1]} /> : <Datasets />;
    case 'playground':
      return <Playground />;
    case 'keys':
      return <Keys />;
    case 'audit':
      return <Audit />;
    case 'org':
      return <Org />;
    case 'account':
      return <Account />;
    default:
      return <Events />;
  }
}

function App() {
  const [session, setSessionState] = useState<Session | null>(getSession());
  const { path } = useLocation();
  useEffect(() => onSession(setSessionState), []);
  useEffect(() => {
    if (!session && path !== '/signin') navigate('/signin?next=' + encodeURIComponent(path + location.search), true);
    if (session && (path === '/signin' || path === '/')) navigate('/events', true);
  }, [session, path]);

  if (!session || path === '/signin') {
    return (
      <main id="main" class="signin-main">
        <SignIn />
      </main>
    );
  }
  return (
    <div class="shell">
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Bulwark</span>
        <span class="who">
          {session.user.email} <span class="muted">({session.user.roles.join(', ')})</span>
        </span>
        <button type="button" class="link" onClick={() => signOut().then(() => navigate('/signin'))}>
          Sign out
        </button>
      </header>
      <nav aria-label="Console" class="side">
        <ul>
          {nav.map(([href, label]) => {
            const current = path === href || path.startsWith(href + '/');
            return (
              <li>
                <Link href={href} class={current ? 'current' : ''} aria-current={current ? 'page' : undefined}>
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" class="content">
        {route(path)}
      </main>
    </div>
  );
}

render(<App />, document.getElementById('app')!);
