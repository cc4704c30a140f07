import { Maintenance } from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertSuperuser } from '../auth/principal';
import { getMaintenance, setMaintenance } from '../services/writer/maintenance';

const MaintenanceBody = Type.Object({ paused: Type.Boolean() });

/** `/v1/settings/maintenance`: superusers pause and resume changes through forms and workflows. */
export function registerMaintenanceRoutes(
  app: App,
  deps: AppDeps,
  /** Told when changes resume, so that scheduled changes held by the pause are made at once. */
  onResume: () => void = () => undefined,
) {
  app.get(
    '/settings/maintenance',
    { schema: { response: { 200: Maintenance } }, onRequest: app.authenticate },
    async (request) => {
      assertSuperuser(principalOf(request));
      return getMaintenance(deps.db);
    },
  );

  app.put(
    '/settings/maintenance',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Maintenance }, body: MaintenanceBody },
    },
    async (request) => {
      const principal = principalOf(request);
      assertSuperuser(principal);
      const view = await deps.write((tx) =>
        setMaintenance(tx, request.body.paused, principal.userId),
      );
      request.log.info({ paused: view.paused }, 'maintenance flag changed');
      if (!view.paused) onResume();
      return view;
    },
  );
}
