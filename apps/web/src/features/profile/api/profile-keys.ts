import { domainKeys, sharedKeys } from '../../../shared/api/query-keys';

/** The profile screen reads the shared user info, under the user's root; its writes reload it. */
export const profileKeys = {
  all: domainKeys.user,
  info: sharedKeys.userInfo,
};
