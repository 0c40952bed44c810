import type { UserInfo } from '@lamplighter/contract';
import { api } from '../../../shared/api/api';

export async function updateProfile(changes: Record<string, string>): Promise<UserInfo> {
  return (await api.request<UserInfo>('/sys/user/update', { data: changes })).data;
}

export async function sendBindCode(contact: string): Promise<void> {
  await api.request('/sys/smscode/bind', { params: { contact } });
}

export async function uploadAvatar(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.request<{ headurl: string }>('/sys/user/uploadface', { data: form })).data.headurl;
}
