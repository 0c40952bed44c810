import { AntProviders } from '../shared/components/ant-providers';
import { AppLayout } from './layout/app-layout';
import { RequireSession } from './require-session';

/** Everything behind the sign-in: loaded after the sign-in page, as one lazily loaded part. */
export default function ShellRoute() {
  return (
    <AntProviders>
      <RequireSession>
        <AppLayout />
      </RequireSession>
    </AntProviders>
  );
}
