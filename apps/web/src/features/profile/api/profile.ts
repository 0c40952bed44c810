import { endpoints } from '@lamplighter/contract';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { profileKeys } from './profile-keys';

/**
 * The caller's own writes. A change of name, phone or mailbox and a new avatar reload the user info;
 * a new password and a code sent change nothing shown.
 */
export function useProfileWrites() {
  const invalidates = [profileKeys.info];
  return {
    update: useCallMutation(endpoints.user.update, { invalidates }),
    changePassword: useCallMutation(endpoints.user.update),
    sendBindCode: useCallMutation(endpoints.user.sendBindCode),
    uploadAvatar: useCallMutation(endpoints.user.uploadFace, { invalidates, contentType: 'multipart' }),
  };
}
