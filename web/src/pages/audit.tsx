import { useState } from 'preact/hooks';
import { api, fmtTime } from '../api';
import { Badge, ErrorBox, Field, Head, Page, fieldErrors, useAsync } from '../ui';

interface AuditRecord {
  id: string;
  event_type: string;
  category: string;
  summary: string;
  created_at: string;
  actor: string;
  entity_type: string;
  entity_id: string;
  severity: string;
  params: Record<string, unknown>;
  ip_address: string;
}

const empty = { event_types: '', categories: '', actors: '', severities: '', since: '' };

// Audit: the workspace's audit trail, filtered and paged.
export function Audit() {
  const [draft, setDraft] = useState(empty);
  const [filters, setFilters] = useState(empty);
  const [page, setPage] = useState(1);
  const list = useAsync(() => {
    const f = filters.since ? JSON.stringify([{ key: 'created_at', operator: 'gte', value: new Date(filters.since).toISOString() }]) : undefined;
    return api<{ records: AuditRecord[]; total: number; page: number; total_pages: number }>('/api/audit-trail/records', {
      query: { page, page_size: 25, event_types: filters.event_types, categories: filters.categories, actors: filters.actors, severities: filters.severities, filters: f },
    });
  }, [filters, page]);
  const errs = fieldErrors(list.error, ['query']);
  const set = (k: keyof typeof empty) => (v: string) => setDraft({ ...draft, [k]: v });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Page title="Audit trail">
      <form
        class="filters"
        aria-label="Filters"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <Field label="Event types" id="a-types" value={draft.event_types} onInput={set('event_types')} hint="comma-separated, e.g. login,create_api_key" error={errs.event_types} />
        <Field label="Categories" id="a-cats" value={draft.categories} onInput={set('categories')} hint="auth, apikeys, runtime, …" error={errs.categories} />
        <Field label="Actors" id="a-actors" value={draft.actors} onInput={set('actors')} error={errs.actors} />
        <Field label="Severities" id="a-sev" value={draft.severities} onInput={set('severities')} hint="low, medium, high, critical" error={errs.severities} />
        <Field label="Since" id="a-since" type="datetime-local" value={draft.since} onInput={set('since')} error={errs.filters} />
        <button type="submit" class="primary">
          Apply
        </button>
      </form>
      <ErrorBox error={list.error} />
      <table class="grid" aria-label="Audit records">
        <Head cols={['Time', 'Event', 'Category', 'Severity', 'Actor', 'Summary', 'IP']} />
        <tbody>
          {(list.data?.records || []).map((r) => (
            <>
              <tr>
                <td>{fmtTime(r.created_at)}</td>
                <td>
                  <button type="button" class="link" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>
                    {r.event_type}
                  </button>
                </td>
                <td>{r.category}</td>
                <td>
                  <Badge kind={r.severity}>{r.severity}</Badge>
                </td>
                <td>{r.actor}</td>
                <td>{r.summary}</td>
                <td>{r.ip_address}</td>
              </tr>
              {open === r.id ? (
                <tr>
                  <td colSpan={7}>
                    <pre>{JSON.stringify({ entity: `${r.entity_type} ${r.entity_id}`, params: r.params }, null, 2)}</pre>
                  </td>
                </tr>
              ) : null}
            </>
          ))}
        </tbody>
      </table>
      <div class="pager">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {list.data?.page ?? page} of {list.data?.total_pages ?? '…'} ({list.data?.total ?? 0} records)
        </span>
        <button type="button" disabled={!list.data || page >= list.data.total_pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </div>
    </Page>
  );
}
