import { DateTime } from '../../components/date-time.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PERMISSION_LABELS, ROLE_LABELS } from '../../session/labels.ts';
import { useStaffMe } from '../../session/me-query.ts';

/** The start page: who is signed in, what their role may do, and when the session ends. */
export function HomePage() {
  const me = useStaffMe();
  return (
    <section className="page" data-testid="home">
      <title>Home · Back office</title>
      <PageHeader
        title={`Welcome, ${me.staff.name}`}
        description={`Signed in as ${me.staff.email}, role ${ROLE_LABELS[me.staff.role]}.`}
      />
      <div className="cards">
        <section className="card" aria-labelledby="home-access">
          <h2 id="home-access" className="card__title">
            What your role may do
          </h2>
          <ul className="permission-list" data-testid="permissions">
            {me.permissions.map((permission) => (
              <li key={permission}>{PERMISSION_LABELS[permission]}</li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="home-session">
          <h2 id="home-session" className="card__title">
            This session
          </h2>
          <dl className="facts">
            <dt>Last sign-in</dt>
            <dd>
              <DateTime value={me.staff.lastSignInAt} />
            </dd>
            <dt>Ends at the latest</dt>
            <dd>
              <DateTime value={me.session.expiresAt} />
            </dd>
          </dl>
          <p className="muted">It also ends after a while without activity; you are warned before.</p>
        </section>
      </div>
    </section>
  );
}
