import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { userInfoQuery } from '../api/queries';

/**
 * The signed-in user's avatar: `headurl` is a signed link that an image element loads by itself.
 * It expires; an image that fails to load asks for the user info again, which brings a fresh link.
 */
export function useAvatar(headurl: string | undefined): { src: string | undefined; onError: () => boolean } {
  const queryClient = useQueryClient();
  const renewedFor = useRef<string | undefined>(undefined);
  return {
    src: headurl,
    onError: () => {
      if (headurl && renewedFor.current !== headurl) {
        renewedFor.current = headurl;
        void queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
      }
      return true;
    },
  };
}
