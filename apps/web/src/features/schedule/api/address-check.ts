import { type AddressValidationResult, addressValidationPath } from '@hs/contracts';
import type { Address } from '@hs/domain';
import { apiSend } from '@/lib/api/api-client';
import { lazySchema } from '@/lib/lazy-schema';

// Loaded with the call, not with the patient form, whose start is long enough already (decision 033).
const AddressValidationResponse = lazySchema(() =>
  import('@hs/contracts/address-validation').then((contract) => contract.AddressValidationResponseSchema),
);

/** §7: POST the address for validation; the answer says whether it is validated, corrected, and how. */
export async function checkAddress(address: Address): Promise<AddressValidationResult> {
  const response = await apiSend('POST', addressValidationPath, { address }, AddressValidationResponse);
  return response.data.addressValidations;
}
