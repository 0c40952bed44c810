import type { ModuleParts } from '../../platform/module-parts';
import type { AccountsModule } from '../accounts/accounts.module';
import type { DevicesModule } from '../devices/devices.module';
import { EventAudience } from './event-audience';
import { liveEventRoutes } from './live-events.routes';

/** The live events to the browsers (server-sent events), each to the callers whose subtree it concerns. */
export function liveModule(
  { app, config, events, resolve }: ModuleParts,
  uses: { accounts: AccountsModule; devices: DevicesModule },
): void {
  const audience = new EventAudience((accountId) => uses.accounts.pathOf(accountId));
  uses.accounts.onTreeChanged(() => audience.forgetPaths());
  liveEventRoutes(
    app,
    resolve,
    events,
    audience,
    (caller, ids) => uses.devices.devices.locateAll(caller, ids),
    config.live,
  );
}
