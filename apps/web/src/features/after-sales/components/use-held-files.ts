import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_TICKET } from '@lamplighter/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, type UploadFile } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterSaleKeys } from '../api/after-sale-keys';
import { attachFile, refusalOf } from '../api/attachments';

export const FILE_RULE = { size: `${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`, count: ATTACHMENTS_PER_TICKET };

/**
 * Files chosen for a ticket, held until the ticket exists (the upload names it), then sent one by
 * one with their progress. The browser refuses, as the server would, a file of another type, one
 * over 10 MB and one past the ticket's tenth; a file the server refuses stays, marked with why.
 */
export function useHeldFiles() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<UploadFile[]>([]);
  // Several files dropped at once are offered one by one before the state shows any of them.
  const heldCount = useRef(0);

  const change = (uid: string, next: Partial<UploadFile>) =>
    setFiles((current) => current.map((file) => (file.uid === uid ? { ...file, ...next } : file)));

  /** Takes the file if it may be attached to a ticket that holds `attached` files already. */
  function hold(file: RcFile, attached: number): boolean {
    const refusal = refusalOf(file);
    if (refusal) {
      message.error(t(refusal === 'type' ? 'aftersale.attachmentType' : 'error.fileTooLarge'));
      return false;
    }
    if (attached + heldCount.current >= ATTACHMENTS_PER_TICKET) {
      message.error(t('aftersale.attachmentCount', { max: ATTACHMENTS_PER_TICKET }));
      return false;
    }
    heldCount.current += 1;
    setFiles((current) => [
      ...current,
      { uid: file.uid, name: file.name, size: file.size, originFileObj: file },
    ]);
    return true;
  }

  function release(uid: string) {
    heldCount.current -= 1;
    setFiles((current) => current.filter((file) => file.uid !== uid));
  }

  // Stable, so that a form may reset the files each time it opens.
  const reset = useCallback(() => {
    heldCount.current = 0;
    setFiles([]);
  }, []);

  /** Sends the files not sent yet to the ticket; true when every one is attached. */
  async function sendTo(ticketId: number): Promise<boolean> {
    let allSent = true;
    for (const file of files) {
      if (file.status === 'done' || !file.originFileObj) continue;
      change(file.uid, { status: 'uploading', percent: 0, response: undefined });
      try {
        await attachFile(ticketId, file.originFileObj, (percent) => change(file.uid, { percent }));
        change(file.uid, { status: 'done', percent: 100 });
      } catch (error) {
        allSent = false;
        change(file.uid, { status: 'error', response: (error as Error).message });
      }
    }
    await queryClient.invalidateQueries({ queryKey: afterSaleKeys.all });
    return allSent;
  }

  return { files, hold, release, reset, sendTo };
}

export type HeldFiles = ReturnType<typeof useHeldFiles>;
