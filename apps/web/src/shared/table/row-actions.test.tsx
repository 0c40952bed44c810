import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../i18n/i18n';
import { type RowAction, RowActions } from './row-actions';

const actionsOf = (...labels: string[]): RowAction[] =>
  labels.map((label) => ({ key: label, label, run: vi.fn() }));

const links = () => screen.getAllByRole('button').map((button) => button.textContent?.trim());

beforeAll(() => setUpI18n('en'));
afterEach(cleanup);

describe("a row's actions", () => {
  it('shows every action as a link unless told how many', () => {
    render(<RowActions actions={actionsOf('Edit', 'Disable', 'Delete')} />);
    expect(links()).toEqual(['Edit', 'Disable', 'Delete']);
  });

  it('puts the actions past `inline` under More, but never a single one', async () => {
    render(<RowActions actions={actionsOf('Edit', 'Assign', 'Delete')} inline={2} />);
    expect(links()).toEqual(['Edit', 'Assign', 'Delete']);
    cleanup();

    const actions = actionsOf('Edit', 'Assign', 'Process', 'Delete');
    render(<RowActions actions={actions} inline={2} />);
    expect(links()).toEqual(['Edit', 'Assign', 'More']);
    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    fireEvent.click(await screen.findByText('Delete'));
    expect(actions[3]?.run).toHaveBeenCalledOnce();
  });

  it('on a phone keeps the first action, the others behind a narrow button', async () => {
    const actions = actionsOf('Edit', 'Delete');
    render(<RowActions actions={actions} compact />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByText('Delete'));
    expect(actions[1]?.run).toHaveBeenCalledOnce();
    expect(actions[0]?.run).not.toHaveBeenCalled();
  });

  it('on a phone shows a single action alone', () => {
    render(<RowActions actions={actionsOf('Edit')} compact />);
    expect(links()).toEqual(['Edit']);
  });
});
