import {
  type DeviceInput,
  deviceInput,
  type ImportMode,
  type ImportProblem,
  type ImportReport,
  type Language,
  type StoredImportReport,
  translate,
} from '@lamplighter/contract';
import { isUploadedFile } from '../../platform/body-parsers';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { DevicesService } from '../devices/devices.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { type ExcelCatalogue, nameIn } from './excel-catalogue';
import { buildTemplate } from './excel-template';
import type { ImportReportsRepository, NewImportReport } from './import-reports.repository';
import { problemOfIssue, type RowProblem, reasonOf } from './row-reasons';
import { RowResolver } from './row-resolver';
import { readDeviceRows, type SheetRow } from './sheet-reader';
import { checkedWorkbook } from './workbook-upload';

/** The report and the sentence that sums it up, in the caller's language. */
export interface ImportOutcome {
  report: ImportReport;
  message: string;
}

/** A report keeps this much of the file's name, which the uploader chose. */
const FILE_NAME_KEPT = 200;

interface CheckedRow {
  row: number;
  input?: DeviceInput;
  problems: RowProblem[];
}

/**
 * Imports devices from an Excel workbook: every row is resolved (names to ids) and checked by the
 * contract's device schema, the same rules as the form, then the devices service adds them in one
 * transaction and checks numbers, projects, groups and manufacturers against the database. In mode
 * `all` nothing is added while any row has a problem; in mode `valid` the good rows are. A report
 * with problems is kept, and the importer's account is notified with the way back to it.
 */
export class ExcelImportService {
  constructor(
    private readonly devices: DevicesService,
    private readonly catalogue: ExcelCatalogue,
    private readonly audit: AuditService,
    private readonly reports: ImportReportsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /** The template, with the caller's projects, groups and manufacturers in its drop-down lists. */
  async template(caller: Caller, lang: Language): Promise<Buffer> {
    const [types, communication, tree, manufacturers] = await this.lookups(caller);
    const unique = (names: string[]) => [...new Set(names)];
    return buildTemplate(
      {
        types: types.map((type) => nameIn(type, lang)),
        projects: unique(tree.map((project) => project.name)),
        groups: unique(tree.flatMap((project) => project.groups.map((group) => group.name))),
        communication: communication.map((type) => nameIn(type, lang)),
        manufacturers: manufacturers.map((maker) => maker.name),
      },
      lang,
    );
  }

  /** Audited as a whole, a file refused before any row is read included. */
  importDevices(
    caller: Caller,
    file: unknown,
    mode: ImportMode,
    lang: Language,
    actor: Actor,
  ): Promise<ImportOutcome> {
    const entry: AuditEntry = { action: 'device.import', targetType: 'device', detail: { mode } };
    return audited(this.audit, actor, entry, async () => {
      const outcome = await this.importRows(caller, file, mode, lang, actor);
      const { total, imported, skipped } = outcome.report;
      return { detail: { rows: total, imported, skipped }, result: outcome };
    });
  }

  private async importRows(
    caller: Caller,
    file: unknown,
    mode: ImportMode,
    lang: Language,
    actor: Actor,
  ): Promise<ImportOutcome> {
    const rows = await readDeviceRows(await checkedWorkbook(file));
    const checked = await this.check(caller, rows);
    const valid = checked.filter(
      (row): row is CheckedRow & { input: DeviceInput } => row.input !== undefined,
    );
    const rowsFailed = valid.length < checked.length;
    const batch = await this.devices.addMany(
      caller,
      valid.map((row) => row.input),
      actor,
      { validOnly: mode === 'valid', checkOnly: rowsFailed && mode === 'all' },
    );
    for (const failure of batch.failures) valid[failure.index]?.problems.push(failure);
    const problems: ImportProblem[] = checked.flatMap((row) =>
      row.problems.map((problem) => ({
        row: row.row,
        field: problem.field,
        reason: reasonOf(problem, lang),
      })),
    );
    const imported = batch.added.length;
    const failedRows = checked.filter((row) => row.problems.length > 0).length;
    const report = { total: checked.length, imported, skipped: checked.length - imported, problems };
    if (failedRows > 0) {
      const fileName = isUploadedFile(file) ? file.filename.slice(0, FILE_NAME_KEPT) : '';
      const kept = checked.flatMap((row) => row.problems.map((problem) => ({ row: row.row, ...problem })));
      await this.keepReport(caller, { fileName, mode, ...report, problems: kept });
    }
    const message =
      imported === 0 && failedRows > 0
        ? translate('error.importRows', lang, { count: failedRows })
        : translate('success.imported', lang, { count: imported });
    return { report, message };
  }

  /** A stored report in the reader's language; a foreign or unknown id finds nothing. */
  async report(caller: Caller, id: number, lang: Language): Promise<StoredImportReport> {
    const kept = await this.reports.find(caller, id);
    if (!kept) throw fail.notFound('import report');
    return {
      id: kept.id,
      filename: kept.fileName,
      mode: kept.mode === 'valid' ? 'valid' : 'all',
      createtime: kept.createdAt.toISOString(),
      total: kept.total,
      imported: kept.imported,
      skipped: kept.skipped,
      problems: kept.problems.map((problem) => ({
        row: problem.row,
        field: problem.field,
        reason: reasonOf(problem, lang),
      })),
    };
  }

  private async keepReport(caller: Caller, report: Omit<NewImportReport, 'accountId'>): Promise<void> {
    const id = await this.reports.keep({ accountId: caller.accountId, ...report });
    await this.notifications.notify({
      accountId: caller.accountId,
      titleKey: 'notify.importFailed.title',
      contentKey: 'notify.importFailed.content',
      params: {
        file: report.fileName,
        total: report.total,
        imported: report.imported,
        skipped: report.skipped,
      },
      jumpPath: `/device/list?importreport=${id}`,
      eventKey: `import:${id}`,
    });
  }

  private lookups(caller: Caller) {
    return Promise.all([
      this.catalogue.deviceTypes(),
      this.catalogue.communicationTypes(),
      this.catalogue.projectTree(caller),
      this.catalogue.manufacturers(caller),
    ]);
  }

  private async check(caller: Caller, rows: SheetRow[]): Promise<CheckedRow[]> {
    const resolver = new RowResolver(...(await this.lookups(caller)));
    return rows.map((row) => {
      const resolved = resolver.resolve(row);
      const parsed = deviceInput.safeParse(resolved.input);
      if (parsed.success && resolved.problems.length === 0)
        return { row: row.row, input: parsed.data, problems: [] };
      const named = new Set(resolved.problems.map((problem) => problem.field));
      const issues = parsed.success ? [] : parsed.error.issues.map(problemOfIssue);
      return {
        row: row.row,
        problems: [...resolved.problems, ...issues.filter((issue) => !named.has(issue.field))],
      };
    });
  }
}
