import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedDeviceListTexts } from '../../../shared/device-lists/device-list-texts';
import { setUpI18n } from '../../../shared/i18n/i18n';
import { brightnessStart } from '../lib/screen-facts';
import { ledScreenTexts } from '../texts';
import { BrightnessModal } from './brightness-modal';

beforeAll(() => setUpI18n('en', [ledScreenTexts, sharedDeviceListTexts]));
afterEach(cleanup);

function open(start = brightnessStart(undefined)) {
  const onSend = vi.fn();
  render(<BrightnessModal start={start} busy={false} onSend={onSend} onCancel={vi.fn()} />);
  return onSend;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const labelled = (label: string) => screen.queryAllByLabelText(label).length > 0;

describe('the brightness dialog', () => {
  it('holds one brightness in the manual mode', async () => {
    const onSend = open();
    expect(labelled('Brightness')).toBe(true);
    expect(labelled('Night from')).toBe(false);
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ mode: 'manual', brightness: 80 }));
  });

  it('asks for a range when the screen follows the light around it', async () => {
    const onSend = open();
    fireEvent.click(screen.getByText('By ambient light'));
    expect(await screen.findByText('From the darkest to the brightest')).toBeTruthy();
    expect(labelled('Brightness')).toBe(false);
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ mode: 'ambient', min: 10, max: 100 }));
  });

  it('asks for a day and a night brightness and when the night runs, by time of day', async () => {
    const onSend = open();
    fireEvent.click(screen.getByText('By time of day'));
    for (const label of ['By day', 'At night', 'Night from', 'Night until']) {
      await waitFor(() => expect(labelled(label), label).toBe(true));
    }
    send();
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        mode: 'timeOfDay',
        day: 100,
        night: 40,
        nightfrom: '19:00',
        nightto: '06:00',
      }),
    );
  });

  it('starts in the mode and at the values it is given', async () => {
    const onSend = open({ ...brightnessStart(undefined), mode: 'ambient', min: 25, max: 75 });
    send();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ mode: 'ambient', min: 25, max: 75 }));
  });
});
