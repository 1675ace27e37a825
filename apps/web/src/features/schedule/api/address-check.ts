import { type AddressValidationResult, addressValidationPath } from '@hs/contracts';
import type { Address } from '@hs/domain';
import { apiSend } from '@/lib/api/api-client';

/** §7: POST the address for validation; the answer says whether it is validated, corrected, and how. */
export async function checkAddress(address: Address): Promise<AddressValidationResult> {
  const response = await apiSend('POST', addressValidationPath, { address });
  return response.data.addressValidations;
}
