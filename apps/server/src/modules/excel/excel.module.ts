import type { ModuleParts } from '../../platform/module-parts';
import type { DevicesModule } from '../devices/devices.module';
import type { ManufacturersModule } from '../manufacturers/manufacturers.module';
import type { NotificationsModule } from '../notifications/notifications.module';
import type { ProjectsModule } from '../projects/projects.module';
import type { ReferenceModule } from '../reference/reference.module';
import { excelRoutes } from './excel.routes';
import type { ExcelCatalogue } from './excel-catalogue';
import { ExcelExportService } from './excel-export.service';
import { ExcelImportService } from './excel-import.service';
import { ImportReportsRepository } from './import-reports.repository';

/** The device inventory as Excel: the template, the import and its reports, and the export. */
export function excelModule(
  { app, db, audit, resolve }: ModuleParts,
  uses: {
    devices: DevicesModule;
    reference: ReferenceModule;
    projects: ProjectsModule;
    manufacturers: ManufacturersModule;
    notifications: NotificationsModule;
  },
): void {
  const catalogue: ExcelCatalogue = {
    deviceTypes: () => uses.reference.deviceTypes(),
    communicationTypes: async () =>
      (await uses.reference.communicationTypes()).map((type) => ({ ...type, id: type.code })),
    projectTree: (caller) => uses.projects.projects.tree(caller),
    manufacturers: (caller) => uses.manufacturers.options(caller),
  };
  const { devices } = uses.devices;
  excelRoutes(
    app,
    resolve,
    new ExcelImportService(
      devices,
      catalogue,
      audit,
      new ImportReportsRepository(db),
      uses.notifications.notifications,
    ),
    new ExcelExportService(devices, catalogue),
  );
}
