import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../i18n/i18n';
import { useColumnSettings } from './use-column-settings';

interface Row {
  id: number;
  name: string;
  phone: string;
  mail: string;
}

function People({ defaultHidden }: { defaultHidden?: string[] }) {
  const { columns, control } = useColumnSettings<{ title: string; dataIndex: keyof Row; fixed?: 'left' }>(
    'people',
    [
      { title: 'Name', dataIndex: 'name', fixed: 'left' },
      { title: 'Phone', dataIndex: 'phone' },
      { title: 'Mail', dataIndex: 'mail' },
    ],
    defaultHidden,
  );
  return (
    <>
      {control}
      <Table<Row>
        rowKey="id"
        pagination={false}
        dataSource={[{ id: 1, name: 'Ann', phone: '13800000000', mail: 'ann@example.com' }]}
        columns={columns}
      />
    </>
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

beforeAll(() => setUpI18n('en'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a table with column settings', () => {
  it('hides a column, moves another, and shows them so again after a reload', async () => {
    const first = render(<People />);
    expect(headers()).toEqual(['Name', 'Phone', 'Mail']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('list', { name: 'Columns' });
    expect(within(panel).queryByText('Name')).toBeNull();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    expect(headers()).toEqual(['Name', 'Mail']);
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Move up' })[1] as HTMLElement);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    expect(headers()).toEqual(['Name', 'Mail', 'Phone']);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    first.unmount();

    render(<People />);
    expect(headers()).toEqual(['Name', 'Mail']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(headers()).toEqual(['Name', 'Phone', 'Mail']);
    expect(localStorage.getItem('lamplighter.table.people')).toBeNull();
  });

  it('starts with the columns hidden by default, remembers a shown one, and resets to the defaults', async () => {
    const first = render(<People defaultHidden={['mail']} />);
    expect(headers()).toEqual(['Name', 'Phone']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('list', { name: 'Columns' });
    expect((within(panel).getByRole('checkbox', { name: 'Mail' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Mail' }));
    expect(headers()).toEqual(['Name', 'Phone', 'Mail']);
    first.unmount();

    render(<People defaultHidden={['mail']} />);
    expect(headers()).toEqual(['Name', 'Phone', 'Mail']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(headers()).toEqual(['Name', 'Phone']);
    expect(localStorage.getItem('lamplighter.table.people')).toBeNull();
  });
});
