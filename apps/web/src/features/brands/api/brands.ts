import type { Brand } from '@lamplighter/contract';
import { api } from '../../../shared/api/api';

export const brandCalls = {
  update: (input: Pick<Brand, 'key' | 'title_zh' | 'title_en' | 'color'>) =>
    api.request<Brand>('/sys/brand/update', { data: input }),
  uploadLogo: (key: string, file: Blob) => {
    const form = new FormData();
    form.append('key', key);
    form.append('file', file);
    return api.request<Brand>('/sys/brand/uploadlogo', { data: form });
  },
};
