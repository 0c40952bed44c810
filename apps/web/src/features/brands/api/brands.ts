import { endpoints } from '@lamplighter/contract';
import { domainKeys } from '../../../shared/api/query-keys';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

/** The brand screen's writes; each reloads the brands in every language (the sign-in pages' too). */
export function useBrandWrites() {
  const invalidates = [domainKeys.brands];
  return {
    update: useCallMutation(endpoints.brand.update, { invalidates }),
    uploadLogo: useCallMutation(endpoints.brand.uploadLogo, { invalidates, contentType: 'multipart' }),
  };
}
