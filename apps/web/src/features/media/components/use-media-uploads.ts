import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uploadMedia } from '../api/media';
import { mediaKeys } from '../api/media-keys';

/** A file sent to the library, as the upload list shows it. */
export interface MediaUpload {
  uid: string;
  name: string;
  percent: number;
  state: 'waiting' | 'sending' | 'added' | 'duplicate' | 'refused';
  /** The server's refusal, in the user's language. */
  reason?: string;
  /** The library's name of a file it held already. */
  heldAs?: string;
}

/**
 * Files dropped or chosen for the library, sent one after another into `folder`, each with its
 * progress; one the server refuses stays in the list with why. The library's lists reload after
 * each file.
 */
export function useMediaUploads(folder: string) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<MediaUpload[]>([]);
  const queue = useRef(Promise.resolve());

  const change = (uid: string, next: Partial<MediaUpload>) =>
    setUploads((current) => current.map((upload) => (upload.uid === uid ? { ...upload, ...next } : upload)));

  function add(file: File & { uid: string }) {
    setUploads((current) => [{ uid: file.uid, name: file.name, percent: 0, state: 'waiting' }, ...current]);
    queue.current = queue.current.then(async () => {
      change(file.uid, { state: 'sending' });
      try {
        const added = await uploadMedia(file, folder, (percent) => change(file.uid, { percent }));
        change(file.uid, {
          percent: 100,
          state: added.duplicate === 1 ? 'duplicate' : 'added',
          ...(added.duplicate === 1 ? { heldAs: added.name } : {}),
        });
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      } catch (error) {
        change(file.uid, { state: 'refused', reason: (error as Error).message });
      }
    });
  }

  const clearFinished = () =>
    setUploads((current) =>
      current.filter((upload) => upload.state === 'waiting' || upload.state === 'sending'),
    );

  return { uploads, add, clearFinished };
}
