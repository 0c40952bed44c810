import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, unexplained } from './save-file';

/**
 * Fetches a file and hands it to the browser. A refusal the server explained was shown by the
 * API client already; anything else gets the seed's 'download failed'.
 */
export function useFileDownload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function download(fetchFile: () => Promise<Blob>, name: string): Promise<boolean> {
    setBusy(true);
    try {
      saveFile(await fetchFile(), name);
      return true;
    } catch (error) {
      if (unexplained(error)) message.error(t('excel.downloadFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { download, busy };
}
