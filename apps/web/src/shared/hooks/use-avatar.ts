import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api';

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The signed-in user's avatar as a data URL: the image needs the Bearer token, so it cannot be an
 * <img> address. A data URL (not an object URL) can be shared by the top bar and the profile page
 * without one of them revoking it under the other. `headurl` changes with every upload.
 */
export function useAvatar(headurl: string | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['user', 'avatar', headurl],
    queryFn: async () => asDataUrl(await api.blob((headurl ?? '').replace(/^\/prod-api/, ''))),
    enabled: headurl !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data;
}
