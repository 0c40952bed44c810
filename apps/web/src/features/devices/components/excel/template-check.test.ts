import { TEMPLATE_MAX_BYTES } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { templateProblem } from './template-check';

describe('the checks of a chosen workbook before it is sent', () => {
  it('takes .xls and .xlsx up to 5 MB, whatever the case of the name', () => {
    expect(templateProblem({ name: 'devices.xlsx', size: 1000 })).toBeUndefined();
    expect(templateProblem({ name: 'DEVICES.XLS', size: TEMPLATE_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other types by name and files over 5 MB', () => {
    expect(templateProblem({ name: 'devices.csv', size: 10 })).toBe('excel.typeRefused');
    expect(templateProblem({ name: 'devices.xlsx.exe', size: 10 })).toBe('excel.typeRefused');
    expect(templateProblem({ name: 'devices.xlsx', size: TEMPLATE_MAX_BYTES + 1 })).toBe(
      'error.fileTooLarge',
    );
  });
});
